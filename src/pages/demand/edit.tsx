import useMoneyConfirm from '@/components/MoneyConfirm';
import { moneyText } from '@/components/MoneyText';
import { EDITABLE_STATUSES } from '@/domain/reseller/facts';
import usePrefixedPath from '@/hooks/usePrefixedPath';
import { getDemand, updateDemand, updateDemandByPay } from '@/services/demand';
import { RequestError } from '@/utils/request';
import { toast } from '@/utils/toast';
import { history, useDispatch, useParams } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Button, Form, Result, Skeleton } from 'antd';
import DemandForm from './components/DemandForm';
import { inputOf, valuesOf, type DemandFormValues } from './components/formValues';
import { paymentQuote } from './components/paymentQuote';
import useText from '@/hooks/useText';
import useSubmit from '@/hooks/useSubmit';

/** Edit a demand; a prepaid one whose change needs more money asks to pay the difference first. */
export default function EditDemand() {
  const to = usePrefixedPath();
  const dispatch = useDispatch();
  const { id = '' } = useParams<{ id: string }>();
  const [form] = Form.useForm<DemandFormValues>();
  const t = useText();
  const { data: demand, loading, error } = useRequest(() => getDemand(id), { refreshDeps: [id] });
  const { confirm, routeName } = useMoneyConfirm();
  /** what saving costs now: an edit that raises the amount pays the difference from the balance */
  const plan = (values: DemandFormValues, d: NonNullable<typeof demand>) => {
    const input = { ...inputOf(values), id: d.id };
    const quote = paymentQuote({ price: input.unitPrice, quantity: input.quantity, demand: d, prepay: false });
    return { input, quote, pay: !!quote.toPay && quote.toPay !== '0.00' };
  };
  const payFirst = (amount: string | undefined, detail: string) =>
    confirm({ title: t('reseller.form.payConfirm.title'), amount, method: routeName('FROM_BALANCE'), detail });
  const { busy, onFinish: submit } = useSubmit(
    form,
    async (values: DemandFormValues) => {
      if (!demand) return;
      const { input, quote, pay } = plan(values, demand);
      try {
        await (pay ? updateDemandByPay(input) : updateDemand(input, { skipErrorHandler: true }));
      } catch (e) {
        // the server counts the difference itself: when it asks for a payment, confirm and pay;
        // any other refusal goes to the form (this call opted out of the pipeline's message)
        if (!(e instanceof RequestError && e.status === 402)) throw e;
        if (!(await payFirst(quote.toPay && quote.toPay !== '0.00' ? quote.toPay : undefined, e.message))) return;
        await updateDemandByPay(input);
      }
      toast.success(t('reseller.form.updated', { id: demand.id }));
      dispatch({ type: 'fund/fetch' });
      history.push(to('/demand'));
    },
    {
      confirm: async (values) => {
        if (!demand) return false;
        const { quote, pay } = plan(values, demand);
        return !pay || payFirst(quote.toPay, t('reseller.form.payConfirm.body', { amount: moneyText(quote.toPay) }));
      },
    },
  );

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
