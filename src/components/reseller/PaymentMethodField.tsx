import { getPaymentMethods } from '@/services/payment';
import type { PaymentMethod } from '@/types';
import { ProFormRadio } from '@ant-design/pro-components';
import { useIntl } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Typography } from 'antd';
import { isEnglish } from '@/utils/i18n';
import { moneyText } from '@/components/MoneyText';

interface Props {
  name?: string;
  label: string;
  /** methods the amount cannot use are shown disabled (a balance below the amount) */
  amount?: string;
}

/** The payment methods (SPEC §7 payment) as radio cards; the balance shows what it can spend. */
export default function PaymentMethodField({ name = 'paymentMethod', label, amount }: Props) {
  const intl = useIntl();
  const isEn = isEnglish(intl.locale);
  const { data, loading } = useRequest<PaymentMethod[], []>(getPaymentMethods, { cacheKey: 'reseller-payment-methods' });
  const short = (m: PaymentMethod) => m.channel === 'BALANCE' && !!amount && !!m.available && Number(m.available) < Number(amount);
  return (
    <ProFormRadio.Group
      name={name}
      label={label}
      radioType="button"
      rules={[{ required: true, message: intl.formatMessage({ id: 'reseller.form.required' }, { field: label }) }]}
      fieldProps={{ buttonStyle: 'solid', disabled: loading }}
      options={(data ?? [])
        .filter((m) => m.enabled)
        .map((m) => ({
          value: m.code,
          disabled: short(m),
          label: (
            <span data-testid={`pay-method-${m.code}`}>
              {isEn ? m.nameEn : m.name}
              {m.channel === 'BALANCE' && m.available !== undefined ? (
                <Typography.Text type="secondary" style={{ fontSize: 12, marginLeft: 4 }}>
                  {intl.formatMessage({ id: 'reseller.deposit.recharge.available' }, { amount: moneyText(m.available) })}
                </Typography.Text>
              ) : null}
            </span>
          ),
        }))}
    />
  );
}
