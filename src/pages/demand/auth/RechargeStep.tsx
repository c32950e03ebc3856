import useMoneyConfirm from '@/components/MoneyConfirm';
import { RECEIVER_DEPOSIT } from '@/constants/limits';
import usePrefixedPath from '@/hooks/usePrefixedPath';
import { getDepositRechargeInfo, rechargeDeposit } from '@/services/deposit';
import { syncResellerMerchant } from '@/services/reseller';
import type { PaymentBatch, PaymentMethodCode } from '@/types';
import { formatMoney } from '@/utils/format';
import { ProForm } from '@ant-design/pro-components';
import { history, Link, useIntl, useSearchParams } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Alert, Button, Descriptions, Form, Result, Spin, Typography } from 'antd';
import Big from 'big.js';
import { useState } from 'react';
import PaymentMethodField from '../../deposit/components/PaymentMethodField';
import useDepositPayment from '../../deposit/components/useDepositPayment';
import LoadFailed from '../../reseller/components/LoadFailed';
import useAdvance from './useAdvance';

/**
 * Deposit step: pays what the effective deposit lacks of 200 through a deposit payment batch; the
 * batch number stays in the URL, so the page picks the payment up again after a reload or a
 * return from the payment page, and continues once it is paid.
 */
export default function RechargeStep() {
  const intl = useIntl();
  const to = usePrefixedPath();
  const advance = useAdvance();
  const [params] = useSearchParams();
  const batchNo = params.get('batchNo') ?? undefined;
  const [form] = Form.useForm<{ paymentMethod: PaymentMethodCode }>();
  const t = (id: string, v?: Record<string, string>) => intl.formatMessage({ id }, v);
  const info = useRequest(getDepositRechargeInfo);
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  const { confirm, methodName } = useMoneyConfirm();

  const next = async () => {
    const { merchantProgress } = await syncResellerMerchant();
    await advance(merchantProgress.reseller);
  };
  const onPaid = async (batch: PaymentBatch) => {
    history.replace(to('/demand/auth?step=recharge'));
    if (batch.status === 'SUCCESS') await next();
    else setFailure(t('reseller.auth.recharge.failed', { reason: batch.failureReason ?? batch.status }));
  };
  const { batch } = useDepositPayment(batchNo, onPaid);

  const pay = async (v: { paymentMethod: PaymentMethodCode }) => {
    if (!info.data || busy) return;
    // money leaves on this click: the amount and the method are confirmed first
    if (!(await confirm({ amount: info.data.shortfall, method: methodName(v.paymentMethod) }))) return;
    setBusy(true);
    setFailure(undefined);
    try {
      const res = await rechargeDeposit({ amount: info.data.shortfall, paymentMethod: v.paymentMethod });
      history.replace(to(`/demand/auth?step=recharge&batchNo=${encodeURIComponent(res.batchNo)}`));
    } finally {
      setBusy(false);
    }
  };

  if (info.loading && !info.data) return <Spin />;
  const d = info.data;
  if (!d) return <LoadFailed error={info.error} onRetry={info.refresh} />;
  const money = (v: string) => `¥${formatMoney(v)}`;
  if (new Big(d.shortfall).lte(0)) {
    return (
      <Result
        status="success"
        title={t('reseller.auth.recharge.paid', { amount: money(d.effectiveDeposit) })}
        extra={
          <Button type="primary" onClick={next} data-testid="auth-next">
            {t('reseller.auth.next')}
          </Button>
        }
      />
    );
  }
  return (
    <div style={{ maxWidth: 640 }}>
      <Typography.Title level={5}>{t('reseller.auth.recharge.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('reseller.auth.recharge.body', { amount: money(RECEIVER_DEPOSIT) })}</Typography.Paragraph>
      <Descriptions size="small" bordered column={2} style={{ marginBottom: 16 }}>
        <Descriptions.Item label={t('reseller.deposit.effective')}>{money(d.effectiveDeposit)}</Descriptions.Item>
        <Descriptions.Item label={t('reseller.deposit.locked')}>{money(d.lockedDeposit)}</Descriptions.Item>
        <Descriptions.Item label={t('reseller.deposit.required')}>{money(d.required)}</Descriptions.Item>
        <Descriptions.Item label={t('reseller.auth.recharge.due')}>
          <Typography.Text strong data-testid="recharge-due">
            {money(d.shortfall)}
          </Typography.Text>
        </Descriptions.Item>
      </Descriptions>
      {failure ? <Alert type="error" showIcon message={failure} style={{ marginBottom: 12 }} /> : null}
      {batchNo ? (
        <Alert
          type="info"
          showIcon
          icon={<Spin size="small" />}
          message={t('reseller.auth.recharge.waiting')}
          description={<Link to={to(`/pending/payResult/deposit/${batchNo}`)}>{t('reseller.auth.recharge.viewPayment')}</Link>}
          data-testid="recharge-waiting"
        />
      ) : (
        <ProForm<{ paymentMethod: PaymentMethodCode }>
          form={form}
          onFinish={pay}
          submitter={{
            render: () => (
              <Button type="primary" htmlType="submit" loading={busy || (!!batch && batch.status !== 'FAILED')} data-testid="recharge-pay">
                {t('reseller.auth.recharge.pay', { amount: money(d.shortfall) })}
              </Button>
            ),
          }}
        >
          <PaymentMethodField label={t('reseller.auth.recharge.method')} amount={d.shortfall} />
        </ProForm>
      )}
    </div>
  );
}
