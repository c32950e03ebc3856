import { useFund } from '@/hooks/useCurrentUser';
import type { DemandView } from '@/types';
import { formatDateTime } from '@/utils/format';
import { ProFormSwitch } from '@ant-design/pro-components';
import { FormattedMessage } from '@umijs/max';
import { Alert, Descriptions, Form, Typography } from 'antd';
import { paymentQuote } from './paymentQuote';
import { quantityOf } from './formValues';
import useText from '@/hooks/useText';
import { moneyText } from '@/components/MoneyText';

interface Props {
  /** the demand being edited; absent when publishing */
  demand?: DemandView;
}

/**
 * The payment part (demandPaymentDTO): prepaying a new demand from the balance, or what an edit of
 * a prepaid demand costs or returns; with the times it was paid and refunded.
 */
export default function PaymentPart({ demand }: Props) {
  const form = Form.useFormInstance();
  const { info } = useFund();
  const price: string | undefined = Form.useWatch('unitPrice', form);
  // the quote counts a quantity the rule accepts only ('1e5' is no 100000)
  const quantity = quantityOf(Form.useWatch('quantity', form));
  const prepay: boolean | undefined = Form.useWatch('prepay', form);
  const balance = info?.withdrawableBalance;
  const quote = paymentQuote({ price, quantity, demand, prepay: !!prepay, balance });
  const money = moneyText;
  const t = useText();

  return (
    <div data-testid="payment-part">
      {!demand ? <ProFormSwitch name="prepay" label={t('reseller.form.prepay')} tooltip={t('reseller.form.prepay.tip')} /> : null}
      {quote.prepaidMode ? (
        <Descriptions size="small" column={2} bordered style={{ marginBottom: 12 }}>
          <Descriptions.Item label={t('reseller.form.prepay.required')}>{money(quote.required)}</Descriptions.Item>
          {demand ? <Descriptions.Item label={t('reseller.form.prepay.held')}>{money(quote.held)}</Descriptions.Item> : null}
          <Descriptions.Item label={t(quote.returned ? 'reseller.form.prepay.returned' : 'reseller.form.prepay.difference')}>
            <Typography.Text strong type={quote.short ? 'danger' : undefined} data-testid="pay-difference">
              {money(quote.returned ?? quote.toPay)}
            </Typography.Text>
          </Descriptions.Item>
          <Descriptions.Item label={t('reseller.form.prepay.balance')}>{money(balance)}</Descriptions.Item>
        </Descriptions>
      ) : demand ? (
        <Typography.Paragraph type="secondary">
          <FormattedMessage id="reseller.form.notPrepaid" />
        </Typography.Paragraph>
      ) : null}
      {quote.short ? (
        <Alert
          type="error"
          showIcon
          message={t('reseller.form.prepay.short', { amount: money(quote.short) })}
          style={{ marginBottom: 12 }}
        />
      ) : null}
      {demand?.demandPaymentDTO.tradeAt || demand?.demandPaymentDTO.refundAt ? (
        <Descriptions size="small" column={2}>
          <Descriptions.Item label={t('reseller.form.tradeAt')}>{formatDateTime(demand.demandPaymentDTO.tradeAt) || '-'}</Descriptions.Item>
          <Descriptions.Item label={t('reseller.form.refundAt')}>
            {formatDateTime(demand.demandPaymentDTO.refundAt) || '-'}
          </Descriptions.Item>
        </Descriptions>
      ) : null}
    </div>
  );
}
