import useMoneyConfirm from '@/components/MoneyConfirm';
import MoneyText, { moneyText } from '@/components/MoneyText';
import LoadState from '@/components/LoadState';
import PaymentMethodField from '@/components/reseller/PaymentMethodField';
import useDepositPayment from '@/components/reseller/useDepositPayment';
import { RECEIVER_DEPOSIT } from '@/domain/reseller/facts';
import usePrefixedPath from '@/hooks/usePrefixedPath';
import useSubmit from '@/hooks/useSubmit';
import useText from '@/hooks/useText';
import { getDepositRechargeInfo, rechargeDeposit } from '@/services/deposit';
import type { PaymentBatch, PaymentMethodCode } from '@/types';
import { type Merchant, onboardingUrl } from '@/utils/guards';
import { ProForm } from '@ant-design/pro-components';
import { history, Link, useDispatch, useSearchParams } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Alert, Button, Descriptions, Form, Result, Spin } from 'antd';
import Big from 'big.js';
import { useState } from 'react';
import StepTitle from './StepTitle';
import type { StepProps } from './types';

interface Values {
  paymentMethod: PaymentMethodCode;
}

/**
 * The deposit (SPEC §9: 200 for a receiver): pays what the effective deposit lacks through a
 * deposit payment batch. The batch number stays in the URL, so the step picks the payment up
 * again after a reload or a return from the payment page, and goes on once it is paid.
 */
export default function DepositStep({ merchant, sync, advance }: StepProps & { merchant: Merchant; sync: () => Promise<unknown> }) {
  const t = useText();
  const to = usePrefixedPath();
  const dispatch = useDispatch();
  const [params] = useSearchParams();
  const batchNo = params.get('batchNo') ?? undefined;
  const here = onboardingUrl(merchant, 'recharge');
  const [form] = Form.useForm<Values>();
  const info = useRequest(getDepositRechargeInfo);
  const [failure, setFailure] = useState<string>();
  const { confirm, methodName } = useMoneyConfirm();
  // the server moves the progress past this step once the deposit is paid
  const next = useSubmit<void>(undefined, async () => {
    await sync();
    await advance();
  });

  const { batch } = useDepositPayment(batchNo, (paid: PaymentBatch) => {
    history.replace(to(here));
    dispatch({ type: 'fund/fetch' });
    if (paid.status === 'SUCCESS') void next.onFinish();
    else setFailure(t('reseller.auth.recharge.failed', { reason: paid.failureReason ?? paid.status }));
  });

  const due = info.data?.shortfall ?? '0';
  const { busy, onFinish } = useSubmit(
    form,
    async (v: Values) => {
      setFailure(undefined);
      const res = await rechargeDeposit({ amount: due, paymentMethod: v.paymentMethod });
      history.replace(to(`${here}&batchNo=${encodeURIComponent(res.batchNo)}`));
    },
    // money leaves on this click: the amount and the method are confirmed first
    { confirm: (v) => confirm({ amount: due, method: methodName(v.paymentMethod) }) },
  );

  const d = info.data;
  if (!d) return <LoadState loading={info.loading} error={info.error} onRetry={info.refresh} rows={3} />;
  if (new Big(d.shortfall).lte(0)) {
    return (
      <Result
        status="success"
        title={t('reseller.auth.recharge.paid', { amount: moneyText(d.effectiveDeposit) })}
        extra={
          <Button type="primary" loading={next.busy} onClick={() => next.onFinish()} data-testid="auth-next">
            {t('onboarding.next')}
          </Button>
        }
      />
    );
  }
  return (
    <>
      <StepTitle
        title={t('reseller.auth.recharge.title')}
        body={t('reseller.auth.recharge.body', { amount: moneyText(RECEIVER_DEPOSIT) })}
      />
      <Descriptions size="small" bordered column={2} style={{ marginBottom: 16 }}>
        <Descriptions.Item label={t('reseller.deposit.effective')}>
          <MoneyText value={d.effectiveDeposit} />
        </Descriptions.Item>
        <Descriptions.Item label={t('reseller.deposit.locked')}>
          <MoneyText value={d.lockedDeposit} />
        </Descriptions.Item>
        <Descriptions.Item label={t('reseller.deposit.required')}>
          <MoneyText value={d.required} />
        </Descriptions.Item>
        <Descriptions.Item label={t('reseller.auth.recharge.due')}>
          <MoneyText value={d.shortfall} strong testId="recharge-due" />
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
        <ProForm<Values>
          form={form}
          onFinish={onFinish}
          submitter={{
            render: () => (
              <Button type="primary" htmlType="submit" loading={busy || (!!batch && batch.status !== 'FAILED')} data-testid="recharge-pay">
                {t('reseller.auth.recharge.pay', { amount: moneyText(d.shortfall) })}
              </Button>
            ),
          }}
        >
          <PaymentMethodField label={t('reseller.auth.recharge.method')} amount={d.shortfall} />
        </ProForm>
      )}
    </>
  );
}
