import useMoneyConfirm from '@/components/MoneyConfirm';
import { DEPOSIT_LIMITS } from '@/domain/reseller/facts';
import { cancelDepositRefund, getDepositRefundInfo, requestDepositRefund } from '@/services/deposit';
import type { DepositRefundInfo } from '@/types';
import { formatDateTime } from '@/utils/format';
import { toast } from '@/utils/toast';
import useSubmit from '@/hooks/useSubmit';
import { type ActionType, ProForm, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import { useDispatch } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Alert, Button, Card, Descriptions, Form, Popconfirm, Skeleton, Tag } from 'antd';
import Big from 'big.js';
import { useRef } from 'react';
import DepositRecords from './components/DepositRecords';
import DepositSummary from './components/DepositSummary';
import useText from '@/hooks/useText';
import LoadState from '@/components/LoadState';
import { CURRENCY_SIGN, moneyText } from '@/components/MoneyText';

interface Values {
  amount: string;
  reason?: string;
}

/** Deposit refund: the refundable amount, a request (locked at once), and cancelling a pending one. */
export default function DepositReturn() {
  const dispatch = useDispatch();
  const [form] = Form.useForm<Values>();
  const records = useRef<ActionType>();
  const t = useText();
  const info = useRequest(getDepositRefundInfo);
  const money = moneyText;
  const { confirm, routeName } = useMoneyConfirm();

  const changed = () => {
    info.refresh();
    records.current?.reload();
    dispatch({ type: 'fund/fetch' });
    dispatch({ type: 'user/fetch' });
  };

  const { busy, onFinish } = useSubmit(form, async (v: Values) => {
    const d = info.data as DepositRefundInfo;
    const amount = new Big(v.amount.trim()).toFixed(2);
    const falls = new Big(d.effectiveDeposit).minus(amount).lt(d.required);
    const body = `${t('reseller.deposit.refund.confirmBody')}${falls ? ` ${t('reseller.deposit.refund.belowWarning', { required: money(d.required) })}` : ''}`;
    const asked = await confirm({
      title: t('reseller.deposit.refund.confirm', { amount: money(amount) }),
      amount,
      method: routeName('TO_BALANCE'),
      detail: body,
      okText: t('reseller.deposit.refund.submit'),
    });
    if (!asked) return;
    await requestDepositRefund({ amount, reason: v.reason?.trim() || undefined });
    toast.success(t('reseller.deposit.refund.requested', { amount: money(amount) }));
    form.resetFields();
    changed();
  });

  const cancel = async (bizNo: string) => {
    await cancelDepositRefund(bizNo);
    toast.success(t('reseller.deposit.pending.canceled'));
    changed();
  };

  const d = info.data;
  if (!d) return info.error && !info.loading ? <LoadState error onRetry={info.refresh} /> : <Skeleton active paragraph={{ rows: 4 }} />;
  const nothing = new Big(d.refundable).lte(0);
  const amountRule = {
    validator: (_: unknown, v?: string) => {
      const s = (v ?? '').trim();
      const ok = DEPOSIT_LIMITS.amountPattern.test(s) && new Big(s).gt(0) && new Big(s).lte(d.refundable);
      return !s || ok
        ? Promise.resolve()
        : Promise.reject(new Error(t('reseller.deposit.refund.amount.rule', { max: money(d.refundable) })));
    },
  };
  return (
    <>
      <DepositSummary {...d} extra={{ labelId: 'reseller.deposit.refundable', value: d.refundable }} />
      {d.pending ? (
        <Card
          size="small"
          title={<Tag color="processing">{t('reseller.deposit.pending.title')}</Tag>}
          style={{ marginBottom: 12 }}
          data-testid="refund-pending"
        >
          <Descriptions size="small" column={{ xs: 1, md: 2, xl: 4 }}>
            <Descriptions.Item label={t('reseller.deposit.pending.bizNo')}>{d.pending.bizNo}</Descriptions.Item>
            <Descriptions.Item label={t('reseller.deposit.pending.amount')}>{money(d.pending.amount)}</Descriptions.Item>
            <Descriptions.Item label={t('reseller.deposit.pending.createdAt')}>{formatDateTime(d.pending.createdAt)}</Descriptions.Item>
            <Descriptions.Item label={t('reseller.deposit.pending.reason')}>{d.pending.reason ?? '-'}</Descriptions.Item>
          </Descriptions>
          <Popconfirm
            title={t('reseller.deposit.pending.cancelConfirm', { amount: money(d.pending.amount) })}
            onConfirm={() => cancel(d.pending!.bizNo)}
          >
            <Button danger data-testid="refund-cancel">
              {t('reseller.deposit.pending.cancel')}
            </Button>
          </Popconfirm>
        </Card>
      ) : (
        <Card size="small" title={t('reseller.deposit.refund.title')} style={{ marginBottom: 12 }}>
          {nothing ? <Alert type="info" showIcon message={t('reseller.deposit.refund.nothing')} style={{ marginBottom: 12 }} /> : null}
          <ProForm<Values>
            form={form}
            layout="horizontal"
            labelCol={{ flex: '120px' }}
            style={{ maxWidth: 640 }}
            disabled={nothing}
            onFinish={onFinish}
            submitter={{
              searchConfig: { submitText: t('reseller.deposit.refund.submit') },
              resetButtonProps: false,
              submitButtonProps: { loading: busy, ...({ 'data-testid': 'refund-submit' } as object) },
            }}
          >
            <ProFormText
              name="amount"
              label={t('reseller.deposit.refund.amount')}
              fieldProps={{
                prefix: CURRENCY_SIGN,
                inputMode: 'decimal',
                addonAfter: (
                  <Button
                    type="link"
                    size="small"
                    style={{ height: 20, padding: 0 }}
                    onClick={() => form.setFieldValue('amount', d.refundable)}
                  >
                    {t('reseller.deposit.refund.all')}
                  </Button>
                ),
              }}
              rules={[{ required: true, message: t('reseller.form.required', { field: t('reseller.deposit.refund.amount') }) }, amountRule]}
            />
            <ProFormTextArea
              name="reason"
              label={t('reseller.deposit.refund.reason')}
              placeholder={t('reseller.deposit.refund.reason.placeholder')}
              fieldProps={{ maxLength: DEPOSIT_LIMITS.reasonMax, showCount: true, rows: 2 }}
            />
          </ProForm>
        </Card>
      )}
      <DepositRecords actionRef={records} />
    </>
  );
}
