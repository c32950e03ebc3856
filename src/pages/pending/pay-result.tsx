import { PAY_RESULT_MAX_WAIT_MS, PAY_RESULT_POLL_MS } from '@/constants/order';
import { useUserState } from '@/hooks/useCurrentUser';
import usePrefixedPath from '@/hooks/usePrefixedPath';
import PaymentMethodPicker from '@/components/trade/PaymentMethodPicker';
import { payResultBackPath } from '@/utils/payResultBack';
import { getPaymentBatch, pay } from '@/services/payment';
import type { PaymentBatch, PaymentBatchType, PaymentMethodCode } from '@/types';
import { formatDateTime, formatMoney } from '@/utils/format';
import { RequestError } from '@/utils/request';
import { errorText } from '@/utils/reportError';
import { Link, history, useDispatch, useParams } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Alert, Button, Card, Descriptions, Popconfirm, Result, Skeleton, Space, Spin, Table } from 'antd';
import { useEffect, useRef, useState } from 'react';
import useText from '@/hooks/useText';
import LoadState from '@/components/LoadState';
import { moneyText } from '@/components/MoneyText';
import LiveOrderStatus from './components/LiveOrderStatus';

const pending = (b?: PaymentBatch) => !!b && (b.status === 'PAYING' || (b.status === 'WAITING' && !!b.method));

/**
 * /pending/payResult/{type}/{batchNo}: the state of a payment (order or deposit, SPEC §7 payment). Polls while
 * the payment service works; a batch not yet paid can be paid here; success and failure say what
 * happened and where to go on.
 */
export default function PayResult() {
  const t = useText();
  const to = usePrefixedPath();
  const dispatch = useDispatch();
  const { currentUser } = useUserState();
  const { type = 'order', batchNo = '' } = useParams<{ type: PaymentBatchType; batchNo: string }>();
  const started = useRef(Date.now());
  const [method, setMethod] = useState<PaymentMethodCode | undefined>();
  const [payError, setPayError] = useState<string | undefined>();
  const [paying, setPaying] = useState(false);
  // silent: the page shows a missing or failing batch itself instead of a toast every poll
  const { data, error, loading, mutate, cancel, run } = useRequest(() => getPaymentBatch(type, batchNo, { silent: true }), {
    refreshDeps: [type, batchNo],
    pollingInterval: PAY_RESULT_POLL_MS,
    pollingWhenHidden: false,
    pollingErrorRetryCount: 3,
  });
  const slow = pending(data) && Date.now() - started.current > PAY_RESULT_MAX_WAIT_MS;

  useEffect(() => {
    // stop polling once the answer is final (or waiting on the user), and refresh the money shown
    if (data && !pending(data)) cancel();
    if (data?.status === 'SUCCESS') {
      dispatch({ type: 'fund/fetch' });
      dispatch({ type: 'user/fetch' });
    }
  }, [data, cancel, dispatch]);

  const payNow = async () => {
    if (!method || paying || !data) return;
    setPaying(true);
    setPayError(undefined);
    try {
      // a failed batch cannot be paid again: its still-unpaid orders get a new batch
      const next =
        data.status === 'FAILED' && data.type === 'order'
          ? await pay({ orderNos: data.refs, paymentMethod: method })
          : await pay({ batchNo, paymentMethod: method });
      if (next.batchNo !== batchNo) history.replace(to(`/pending/payResult/${type}/${next.batchNo}`));
      mutate(next);
      started.current = Date.now();
      run();
    } catch (e) {
      setPayError(errorText(e)); // pay is a silent call: the page shows why inline
    } finally {
      setPaying(false);
    }
  };

  if (error instanceof RequestError && error.status === 404) return <Result status="404" title={t('trade.payment.notFound')} />;
  if (!data) return loading ? <Skeleton active paragraph={{ rows: 6 }} /> : <LoadState error onRetry={run} />;

  const amount = formatMoney(data.amount);
  // a deposit paid during receiver onboarding goes back to that step, not to the deposit page
  const backPath = to(payResultBackPath(type, currentUser?.merchantProgress?.reseller));
  const back =
    type === 'deposit' ? (
      <Link key="back" to={backPath}>
        <Button type="primary">{t('trade.payment.toDeposit')}</Button>
      </Link>
    ) : (
      <Link key="back" to={backPath}>
        <Button type="primary" data-testid="to-orders">
          {t('trade.payment.toOrders')}
        </Button>
      </Link>
    );
  const picker = (
    <Space direction="vertical" size={12} style={{ width: '100%', maxWidth: 420, textAlign: 'left' }}>
      <PaymentMethodPicker amount={data.amount} value={method} onChange={setMethod} />
      {payError ? <Alert type="error" showIcon message={payError} /> : null}
      {/* money leaves the account on this click: confirm it with the amount and the method first */}
      <Popconfirm
        title={t('trade.confirm.title')}
        description={
          <span data-testid="pay-confirm">
            {t('trade.payment.pay', { amount: moneyText(data.amount) })}
            {method ? ` · ${t(`trade.payment.method.${method}`)}` : ''}
          </span>
        }
        okText={t('trade.confirm.ok')}
        cancelText={t('trade.confirm.cancel')}
        disabled={!method || paying}
        onConfirm={payNow}
      >
        <Button type="primary" block loading={paying} disabled={!method} data-testid="pay-now">
          {t(data.status === 'FAILED' ? 'trade.payment.retry' : 'trade.payment.pay', { amount })}
        </Button>
      </Popconfirm>
    </Space>
  );
  const failedReason = data.failureReason ? t(`trade.payment.reason.${data.failureReason}`) : '-';
  const canRetry =
    data.status === 'FAILED' &&
    data.type === 'order' &&
    data.failureReason !== 'EXPIRED' &&
    (data.orders ?? []).some((o) => o.status === 'UN_PAID' || o.status === 'PAYMENT_FAILED');

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }} data-testid="pay-result" data-status={data.status}>
      {data.status === 'SUCCESS' ? (
        <Result
          status="success"
          title={t('trade.payment.status.SUCCESS')}
          subTitle={t(type === 'deposit' ? 'trade.payment.depositSuccessHint' : 'trade.payment.successHint', { amount })}
          extra={[back]}
        />
      ) : null}
      {data.status === 'FAILED' ? (
        <Result
          status="error"
          title={t('trade.payment.status.FAILED')}
          subTitle={t('trade.payment.failedHint', { reason: failedReason })}
          extra={canRetry ? [picker] : [back]}
        />
      ) : null}
      {pending(data) ? (
        <Result
          icon={<Spin size="large" />}
          title={t('trade.payment.status.PAYING')}
          subTitle={slow ? <Alert type="warning" showIcon message={t('trade.payment.slow')} /> : t('trade.payment.waitingHint')}
          extra={slow ? [back] : undefined}
        />
      ) : null}
      {data.status === 'WAITING' && !data.method ? (
        <Result
          status="info"
          title={t('trade.payment.status.WAITING')}
          subTitle={`${t('trade.payment.total')}: ${amount}`}
          extra={[picker]}
        />
      ) : null}
      <Card size="small">
        <Descriptions size="small" column={{ xs: 1, md: 3 }}>
          <Descriptions.Item label={t('trade.payment.batchNo')}>{data.batchNo}</Descriptions.Item>
          <Descriptions.Item label={t(`trade.payment.type.${data.type}`)}>
            <strong>{amount}</strong>
          </Descriptions.Item>
          <Descriptions.Item label={t('trade.detail.paymentMethod')}>
            {data.method ? t(`trade.payment.method.${data.method}`) : '-'}
          </Descriptions.Item>
          <Descriptions.Item label={t('trade.payment.expiresAt')}>{formatDateTime(data.expiresAt)}</Descriptions.Item>
          {data.paidAt ? <Descriptions.Item label={t('trade.detail.tradeAt')}>{formatDateTime(data.paidAt)}</Descriptions.Item> : null}
        </Descriptions>
        {data.orders?.length ? (
          <Table
            size="small"
            rowKey="orderNo"
            pagination={false}
            dataSource={data.orders}
            style={{ marginTop: 8 }}
            columns={[
              {
                title: t('trade.col.orderNo'),
                dataIndex: 'orderNo',
                render: (v: string) => <Link to={to(`/order/detail?type=purchase&orderNo=${v}`)}>{v}</Link>,
              },
              { title: t('trade.col.title'), dataIndex: 'title', ellipsis: true },
              { title: t('trade.detail.quantity'), dataIndex: 'quantity', align: 'right' },
              { title: t('trade.col.amount'), dataIndex: 'amount', align: 'right', render: (v: string) => formatMoney(v) },
              {
                title: t('trade.col.status'),
                dataIndex: 'status',
                // once paid, each order's own status call follows it (the payment's answer is final, the order's is not)
                render: (v: string, o: { orderNo: string }) => (
                  <LiveOrderStatus orderNo={o.orderNo} initial={v} poll={data.status === 'SUCCESS'} />
                ),
              },
            ]}
          />
        ) : null}
      </Card>
    </Space>
  );
}
