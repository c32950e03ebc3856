import { getLastPaymentRecord, getPaymentMethods } from '@/services/payment';
import type { PaymentMethod, PaymentMethodCode } from '@/types';
import { compare } from '@/utils/decimal';
import { formatMoney } from '@/utils/format';
import { AlipayCircleOutlined, BankOutlined, WalletOutlined, WechatOutlined } from '@ant-design/icons';
import { useRequest } from 'ahooks';
import { Radio, Skeleton, Space, Tag, Typography } from 'antd';
import { useEffect } from 'react';
import LoadState from '@/components/LoadState';
import useText from '@/hooks/useText';

const ICONS: Record<PaymentMethodCode, React.ReactNode> = {
  BALANCE: <WalletOutlined />,
  ALIPAY: <AlipayCircleOutlined style={{ color: '#1677ff' }} />,
  WECHAT: <WechatOutlined style={{ color: '#07c160' }} />,
  BANK_CARD: <BankOutlined />,
};

interface Props {
  /** what is to be paid: a balance below it cannot be chosen */
  amount: string;
  value?: PaymentMethodCode;
  onChange?: (v: PaymentMethodCode) => void;
}

/**
 * The payment methods (common/payment-methods), the balance with what it can spend, the last used
 * method preselected (payment/record/last) unless the balance is short.
 */
export default function PaymentMethodPicker({ amount, value, onChange }: Props) {
  const t = useText();
  const { data: methods, loading, error, refresh } = useRequest(getPaymentMethods);
  const { data: last } = useRequest(getLastPaymentRecord);
  const short = (m: PaymentMethod) => m.channel === 'BALANCE' && compare(m.available, amount) < 0;
  useEffect(() => {
    if (value || !methods) return;
    const usable = methods.filter((m) => m.enabled && !short(m));
    const lastCode = last && 'method' in last ? last.method : undefined;
    const pick = usable.find((m) => m.code === lastCode) ?? usable[0];
    if (pick) onChange?.(pick.code);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- picks a default when the choices change, not on every value or handler change
  }, [methods, last, amount]);
  if (loading && !methods) return <Skeleton active paragraph={{ rows: 2 }} title={false} />;
  // without the methods nothing can be paid: say so and offer to load them again
  if (error && !methods) return <LoadState error onRetry={refresh} />;
  const lastCode = last && 'method' in last ? last.method : undefined;
  return (
    <Radio.Group value={value} onChange={(e) => onChange?.(e.target.value as PaymentMethodCode)} data-testid="payment-methods">
      <Space direction="vertical" size={6}>
        {(methods ?? []).map((m) => (
          <Radio key={m.code} value={m.code} disabled={!m.enabled || short(m)} data-testid={`pay-method-${m.code}`}>
            <Space size={6}>
              {ICONS[m.code]}
              <span>{t(`trade.payment.method.${m.code}`)}</span>
              {m.channel === 'BALANCE' ? (
                <Typography.Text type={short(m) ? 'danger' : 'secondary'} style={{ fontSize: 12 }}>
                  {short(m) ? t('trade.payment.short') : t('trade.payment.available', { amount: formatMoney(m.available) })}
                </Typography.Text>
              ) : null}
              {m.code === lastCode ? <Tag style={{ marginInlineEnd: 0 }}>{t('trade.payment.last')}</Tag> : null}
            </Space>
          </Radio>
        ))}
      </Space>
    </Radio.Group>
  );
}
