import useMoneyConfirm from '@/components/MoneyConfirm';
import { moneyText } from '@/components/MoneyText';
import usePrefixedPath from '@/hooks/usePrefixedPath';
import { createDemand, getLastDemand } from '@/services/demand';
import { getResellerGameConfigs } from '@/services/reseller';
import { toast } from '@/utils/toast';
import { history, useDispatch } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Alert, Button, Form, Skeleton } from 'antd';
import { useState } from 'react';
import DemandForm from './components/DemandForm';
import { emptyValues, gameConfigPatch, inputOf, valuesOf, type DemandFormValues } from './components/formValues';
import { paymentQuote } from './components/paymentQuote';
import useText from '@/hooks/useText';
import useSubmit from '@/hooks/useSubmit';

/** Publish a demand, prefilled from the last one (the user can start empty instead). */
export default function NewDemand() {
  const to = usePrefixedPath();
  const dispatch = useDispatch();
  const [form] = Form.useForm<DemandFormValues>();
  const t = useText();
  const last = useRequest(getLastDemand);
  // the receiver's per-game defaults (reseller settings), applied when a game is chosen
  const configs = useRequest(getResellerGameConfigs);
  const [prefilled, setPrefilled] = useState(true);
  // a new demand's values, fixed for this visit of the form
  const [empty] = useState(() => emptyValues());
  const { confirm, routeName } = useMoneyConfirm();

  const { busy, onFinish: submit } = useSubmit(
    form,
    async (values: DemandFormValues) => {
      const created = await createDemand(inputOf(values));
      toast.success(t('reseller.form.published', { id: created.id }));
      dispatch({ type: 'fund/fetch' });
      history.push(to('/demand'));
    },
    {
      // a prepaid demand takes its money at once: the amount is confirmed first
      confirm: async (values) => {
        const input = inputOf(values);
        if (!input.prepay) return true;
        const quote = paymentQuote({ price: input.unitPrice, quantity: input.quantity, prepay: true });
        return confirm({
          title: t('reseller.form.payConfirm.title'),
          amount: quote.toPay,
          method: routeName('FROM_BALANCE'),
          detail: t('reseller.form.payConfirm.body', { amount: moneyText(quote.toPay) }),
        });
      },
    },
  );

  const onGameChosen = (gameId: string) => {
    const config = configs.data?.find((c) => c.gameId === gameId);
    const patch = gameConfigPatch(form.getFieldsValue(true) as DemandFormValues, config, (f) => form.isFieldTouched(f));
    if (Object.keys(patch).length) form.setFieldsValue(patch);
  };

  if (last.loading) return <Skeleton active paragraph={{ rows: 8 }} />;
  const source = prefilled ? last.data : undefined;
  return (
    <>
      {source ? (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          message={t('reseller.form.prefilled', { id: source.id })}
          action={
            <Button
              size="small"
              onClick={() => {
                setPrefilled(false);
                form.resetFields();
                form.setFieldsValue({
                  ...emptyValues(),
                  gameId: undefined,
                  serverId: undefined,
                  categoryId: undefined,
                  attributes: {},
                  title: undefined,
                  unitPrice: undefined,
                  quantity: undefined,
                  maxQuantity: undefined,
                });
              }}
            >
              {t('reseller.form.clearPrefill')}
            </Button>
          }
        />
      ) : null}
      <DemandForm
        form={form}
        initialValues={source ? valuesOf(source, true) : empty}
        busy={busy}
        submitText={t('reseller.form.publish')}
        onFinish={submit}
        onGameChosen={onGameChosen}
      />
    </>
  );
}
