import useMoneyConfirm from '@/components/MoneyConfirm';
import { DEPOSIT_LIMITS } from '@/domain/reseller/facts';
import { useAccess } from '@/hooks/useCurrentUser';
import usePrefixedPath from '@/hooks/usePrefixedPath';
import { getDepositRechargeInfo, rechargeDeposit } from '@/services/deposit';
import { getPaymentMethods } from '@/services/payment';
import type { PaymentBatch, PaymentMethodCode } from '@/types';
import { formatMoney } from '@/utils/format';
import { toast } from '@/utils/toast';
import useSubmit from '@/hooks/useSubmit';
import { type ActionType, ProForm, ProFormText } from '@ant-design/pro-components';
import { history, Link, useDispatch, useIntl, useSearchParams } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Alert, Button, Card, Form, Skeleton, Spin } from 'antd';
import Big from 'big.js';
import { useRef, useState } from 'react';
import DepositRecords from './components/DepositRecords';
import DepositSummary from './components/DepositSummary';
import PaymentMethodField from '@/components/reseller/PaymentMethodField';
import useDepositPayment from '@/components/reseller/useDepositPayment';
import BankTransferCard from '@/components/reseller/BankTransferCard';
import useText from '@/hooks/useText';
import LoadState from '@/components/LoadState';
import { CURRENCY_SIGN, moneyText } from '@/components/MoneyText';
import { isEnglish } from '@/utils/i18n';

interface Values {
  amount: string;
  paymentMethod: PaymentMethodCode;
}

/**
 * Deposit top-up: amount and payment method, then the payment is followed until it settles. The
 * payment spends the main account's money: a sub-account sees the deposit, not the balance or a way to pay.
 */
export default function DepositRecharge() {
  const intl = useIntl();
  const to = usePrefixedPath();
  const dispatch = useDispatch();
  const [params] = useSearchParams();
  const batchNo = params.get('batchNo') ?? undefined;
  const [form] = Form.useForm<Values>();
  const records = useRef<ActionType>();
  const [failure, setFailure] = useState<string>();
  const t = useText();
  const info = useRequest(getDepositRechargeInfo);
  const { isSub, subAuthorities } = useAccess();
  const methods = useRequest(getPaymentMethods, { cacheKey: 'reseller-payment-methods', ready: !isSub });
  const amount: string | undefined = Form.useWatch('amount', form);
  const { confirm } = useMoneyConfirm();

  const settled = (batch: PaymentBatch) => {
    history.replace(to('/deposit/rechange'));
    if (batch.status === 'SUCCESS') {
      toast.success(t('reseller.deposit.recharge.done', { amount: moneyText(batch.amount) }));
      form.resetFields(['amount']);
    } else setFailure(t('reseller.deposit.recharge.failed', { reason: batch.failureReason ?? batch.status }));
    info.refresh();
    records.current?.reload();
    dispatch({ type: 'fund/fetch' });
    dispatch({ type: 'user/fetch' });
  };
  useDepositPayment(batchNo, settled);

  const { busy, onFinish } = useSubmit(form, async (v: Values) => {
    const m = methods.data?.find((x) => x.code === v.paymentMethod);
    const method = m ? (isEnglish(intl.locale) ? m.nameEn : m.name) : v.paymentMethod;
    if (!(await confirm({ title: t('reseller.deposit.recharge.title'), amount: v.amount, method }))) return;
    setFailure(undefined);
    const res = await rechargeDeposit({ amount: new Big(v.amount).toFixed(2), paymentMethod: v.paymentMethod });
    history.replace(to(`/deposit/rechange?batchNo=${encodeURIComponent(res.batchNo)}`));
  });

  const d = info.data;
  const amountRule = {
    validator: (_: unknown, v?: string) => {
      const s = (v ?? '').trim();
      const ok =
        DEPOSIT_LIMITS.amountPattern.test(s) && new Big(s).gte(DEPOSIT_LIMITS.rechargeMin) && new Big(s).lte(DEPOSIT_LIMITS.rechargeMax);
      return !s || ok
        ? Promise.resolve()
        : Promise.reject(
            new Error(
              t('reseller.deposit.recharge.amount.rule', { min: DEPOSIT_LIMITS.rechargeMin, max: formatMoney(DEPOSIT_LIMITS.rechargeMax) }),
            ),
          );
    },
  };
  return (
    <>
      {d ? (
        <DepositSummary {...d} extra={{ labelId: 'reseller.deposit.shortfall', value: d.shortfall }} />
      ) : info.error && !info.loading ? (
        <div style={{ marginBottom: 12 }}>
          <LoadState error onRetry={info.refresh} />
        </div>
      ) : (
        <Skeleton active paragraph={{ rows: 2 }} />
      )}
      <Card size="small" title={t('reseller.deposit.recharge.title')} style={{ marginBottom: 12 }}>
        {failure ? <Alert type="error" showIcon message={failure} style={{ marginBottom: 12 }} /> : null}
        {isSub ? (
          <Alert type="info" showIcon message={t('reseller.deposit.recharge.subAccount')} data-testid="recharge-sub-account" />
        ) : batchNo ? (
          <Alert
            type="info"
            showIcon
            icon={<Spin size="small" />}
            message={t('reseller.auth.recharge.waiting')}
            description={<Link to={to(`/pending/payResult/deposit/${batchNo}`)}>{t('reseller.auth.recharge.viewPayment')}</Link>}
          />
        ) : (
          <ProForm<Values>
            form={form}
            layout="horizontal"
            labelCol={{ flex: '120px' }}
            style={{ maxWidth: 640 }}
            onFinish={onFinish}
            initialValues={{ amount: d && new Big(d.shortfall).gt(0) ? d.shortfall : undefined }}
            submitter={{
              searchConfig: { submitText: t('reseller.deposit.recharge.submit') },
              resetButtonProps: false,
              submitButtonProps: { loading: busy },
            }}
          >
            <ProFormText
              name="amount"
              label={t('reseller.deposit.recharge.amount')}
              fieldProps={{
                prefix: CURRENCY_SIGN,
                inputMode: 'decimal',
                addonAfter:
                  d && new Big(d.shortfall).gt(0) ? (
                    <Button
                      type="link"
                      size="small"
                      style={{ height: 20, padding: 0 }}
                      onClick={() => form.setFieldValue('amount', d.shortfall)}
                    >
                      {t('reseller.deposit.recharge.fillShortfall')}
                    </Button>
                  ) : undefined,
              }}
              rules={[
                { required: true, message: t('reseller.form.required', { field: t('reseller.deposit.recharge.amount') }) },
                amountRule,
              ]}
            />
            <PaymentMethodField label={t('reseller.deposit.recharge.method')} amount={amount} />
          </ProForm>
        )}
      </Card>
      {isSub ? null : <BankTransferCard />}
      {/* the deposit ledger is the fund_deposit page's: a sub-account needs that permission */}
      {!isSub || subAuthorities.includes('FUND_DEPOSIT') ? <DepositRecords actionRef={records} /> : null}
    </>
  );
}
