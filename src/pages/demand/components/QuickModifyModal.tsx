import { quickModifyDemand, quickModifyDemandPay } from '@/services/demand';
import type { DemandPaymentQuote, DemandView } from '@/types';
import useMoneyConfirm from '@/components/MoneyConfirm';
import { moneyText, priceText, CURRENCY_SIGN } from '@/components/MoneyText';
import { formatQuantity } from '@/utils/format';
import { toast } from '@/utils/toast';
import { showFormError } from '@/utils/formErrors';
import { ModalForm, ProFormText } from '@ant-design/pro-components';
import { useDispatch, useIntl } from '@umijs/max';
import { Form, Typography } from 'antd';
import Big from 'big.js';
import { DemandLabel } from './demandColumns';
import { priceRule, quantityRule, requiredRule } from './fieldRules';
import { checkQuantity } from '@/domain/reseller/demandRules';
import useText from '@/hooks/useText';

interface Props {
  demand?: DemandView;
  onClose: () => void;
  onDone: () => void;
}

interface Values {
  unitPrice: string;
  /** the demand's number, or the text as typed */
  quantity: number | string;
}

/**
 * Price and quantity changed from the list. A prepaid demand whose change needs more money in
 * escrow asks for the payment with the server's quote before anything changes.
 */
export default function QuickModifyModal({ demand, onClose, onDone }: Props) {
  const intl = useIntl();
  const dispatch = useDispatch();
  const [form] = Form.useForm<Values>();
  const t = useText();

  const { confirm, routeName } = useMoneyConfirm();
  const confirmPay = (quote: DemandPaymentQuote) =>
    confirm({
      title: t('reseller.quick.payTitle'),
      amount: quote.difference,
      method: routeName('FROM_BALANCE'),
      detail: t('reseller.quick.payBody', {
        difference: moneyText(quote.difference),
        prepaid: moneyText(quote.prepaid),
        required: moneyText(quote.required),
        balance: moneyText(quote.balance),
      }),
      okText: t('reseller.quick.payOk', { difference: moneyText(quote.difference) }),
    });

  const submit = async (values: Values): Promise<boolean> => {
    if (!demand) return false;
    const change = {
      id: demand.id,
      unitPrice: String(values.unitPrice).trim(),
      quantity: checkQuantity(String(values.quantity)).value ?? Number.NaN,
    };
    try {
      const before = demand.prepaid;
      const result = await quickModifyDemand(change);
      if (result.payment) {
        if (!(await confirmPay(result.payment))) return false;
        await quickModifyDemandPay(change);
        toast.success(t('reseller.list.saved'));
      } else {
        const returned = new Big(before).minus(result.demand.prepaid);
        toast.success(returned.gt(0) ? t('reseller.quick.refunded', { amount: moneyText(returned.toFixed(2)) }) : t('reseller.list.saved'));
      }
      dispatch({ type: 'fund/fetch' });
      onDone();
      return true;
    } catch (e) {
      showFormError(form, e);
      return false;
    }
  };

  return (
    <ModalForm<Values>
      title={demand ? t('reseller.quick.title', { id: demand.id }) : ''}
      open={!!demand}
      form={form}
      width={420}
      modalProps={{ destroyOnHidden: true, onCancel: onClose, okText: t('reseller.quick.submit') }}
      initialValues={demand ? { unitPrice: demand.unitPrice, quantity: demand.quantity } : undefined}
      onFinish={submit}
      data-testid="quick-modify"
    >
      {demand ? (
        <div style={{ marginBottom: 12 }}>
          <DemandLabel demand={demand} intl={intl} />
          <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0' }}>
            {t('reseller.quick.current', {
              price: priceText(demand.unitPrice),
              quantity: formatQuantity(demand.quantity),
              received: formatQuantity(demand.receivedQuantity),
            })}
          </Typography.Paragraph>
        </div>
      ) : null}
      <ProFormText
        name="unitPrice"
        label={t('reseller.demand.unitPrice')}
        fieldProps={{ prefix: CURRENCY_SIGN, inputMode: 'decimal', autoFocus: true }}
        rules={[requiredRule(intl, 'reseller.demand.unitPrice'), priceRule(intl)]}
      />
      <ProFormText
        name="quantity"
        label={t('reseller.demand.quantity')}
        // a text field checked by the shared rule: a number input would clamp, round or drop what
        // is typed ('-1', '1.5', 'abc') and send a quantity nobody typed
        fieldProps={{ inputMode: 'numeric', autoComplete: 'off' }}
        rules={[
          requiredRule(intl, 'reseller.demand.quantity'),
          quantityRule(intl, demand?.receivedQuantity ?? 1, 'reseller.quick.quantityFloor', { received: demand?.receivedQuantity ?? 0 }),
        ]}
      />
    </ModalForm>
  );
}
