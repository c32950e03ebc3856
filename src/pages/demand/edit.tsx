import useMoneyConfirm from '@/components/MoneyConfirm';
import { moneyText } from '@/components/MoneyText';
import { EDITABLE_STATUSES } from '@/constants/demand';
import usePrefixedPath from '@/hooks/usePrefixedPath';
import { getDemand, updateDemand, updateDemandByPay } from '@/services/demand';
import { showFormError } from '@/utils/formErrors';
import { RequestError } from '@/utils/request';
import { toast } from '@/utils/toast';
import { history, useDispatch, useParams } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Button, Form, Result, Skeleton } from 'antd';
import { useRef, useState } from 'react';
import DemandForm from './components/DemandForm';
import { inputOf, valuesOf, type DemandFormValues } from './components/formValues';
import { paymentQuote } from './components/paymentQuote';
import useText from '@/hooks/useText';

/** Edit a demand; a prepaid one whose change needs more money asks to pay the difference first. */
export default function EditDemand() {
  const to = usePrefixedPath();
  const dispatch = useDispatch();
  const { id = '' } = useParams<{ id: string }>();
  const [form] = Form.useForm<DemandFormValues>();
  const t = useText();
  const { data: demand, loading, error } = useRequest(() => getDemand(id), { refreshDeps: [id] });
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  const { confirm, routeName } = useMoneyConfirm();

  const back = (
    <Button type="primary" onClick={() => history.push(to('/demand'))}>
      {t('reseller.form.backToList')}
    </Button>
  );
  if (loading) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (error || !demand) return <Result status="404" title={t('reseller.form.notFound')} extra={back} />;
  if (!EDITABLE_STATUSES.includes(demand.status)) {
    return (
      <Result status="info" title={t('reseller.form.closed', { status: t(`reseller.demand.status.${demand.status}`) })} extra={back} />
    );
  }

  const submit = async (values: DemandFormValues) => {
    if (running.current) return;
    const input = { ...inputOf(values), id: demand.id };
    const quote = paymentQuote({ price: input.unitPrice, quantity: input.quantity, demand, prepay: false });
    const pay = !!quote.toPay && quote.toPay !== '0.00';
    const payFirst = (amount: string | undefined, detail: string) =>
      confirm({ title: t('reseller.form.payConfirm.title'), amount, method: routeName('FROM_BALANCE'), detail });
    if (pay && !(await payFirst(quote.toPay, t('reseller.form.payConfirm.body', { amount: moneyText(quote.toPay) })))) return;
    running.current = true;
    setBusy(true);
    try {
      try {
        await (pay ? updateDemandByPay(input) : updateDemand(input, { skipErrorHandler: true }));
      } catch (e) {
        // the server counts the difference itself: when it asks for a payment, confirm and pay;
        // any other refusal goes to the catch below (this call opted out of the pipeline's message)
        if (!(e instanceof RequestError && e.status === 402)) throw e;
        if (!(await payFirst(quote.toPay && quote.toPay !== '0.00' ? quote.toPay : undefined, e.message))) return;
        await updateDemandByPay(input);
      }
      toast.success(t('reseller.form.updated', { id: demand.id }));
      dispatch({ type: 'fund/fetch' });
      history.push(to('/demand'));
    } catch (e) {
      showFormError(form, e);
    } finally {
      running.current = false;
      setBusy(false);
    }
  };

  return (
    <DemandForm
      form={form}
      initialValues={valuesOf(demand)}
      demand={demand}
      busy={busy}
      submitText={t('reseller.form.save')}
      onFinish={submit}
    />
  );
}
