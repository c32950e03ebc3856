import { SIDE_LIST_PATH } from '@/constants/order';
import usePrefixedPath from '@/hooks/usePrefixedPath';
import { getOrder, markOrderRead } from '@/services/order';
import { getOrderDatasource } from '@/services/history';
import useOrderStatusPoll from '@/hooks/useOrderStatusPoll';
import { isTerminalStatus } from '@/domain/trade/orderStatus';
import type { OrderSide } from '@/types';
import { RequestError } from '@/utils/request';
import { useDispatch, useSearchParams, Link } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Button, Result, Skeleton, Space } from 'antd';
import { useEffect } from 'react';
import OrderActions, { OrderActionsProvider } from './components/OrderActions';
import OrderDetailView from './components/OrderDetailView';
import OrderChatCard from './components/OrderChatCard';
import useText from '@/hooks/useText';
import LoadState from '@/components/LoadState';

/** Where live orders are (B/transfer's datasource of an order that was not archived). */
const LIVE_DATASOURCE = 'live';

/** /order/detail?type=purchase|sales&orderNo=: one order and every action its status allows. */
export default function OrderDetailPage() {
  const t = useText();
  const to = usePrefixedPath();
  const dispatch = useDispatch();
  const [params] = useSearchParams();
  const side: OrderSide = params.get('type') === 'sales' ? 'sales' : 'purchase';
  const orderNo = params.get('orderNo') ?? '';
  const { data, error, loading, refresh } = useRequest(() => getOrder(orderNo, side), { refreshDeps: [orderNo, side], ready: !!orderNo });
  const missing = error instanceof RequestError && error.status === 404;
  // the counterparty or the clock moves the order on: its status call says when to load it again
  useOrderStatusPoll(orderNo, side, { ready: !!data && !isTerminalStatus(data.status), onChange: refresh });
  // an order missing from the live tables may have been archived: the transfer call says where it is
  const moved = useRequest(() => getOrderDatasource(orderNo, { silent: true }), { ready: missing, refreshDeps: [orderNo, missing] });

  useEffect(() => {
    // opening the order marks it (and its messages) read for this side; a background mark (silent
    // call) that fails only leaves the unread dot, which the next visit clears: nothing to show
    if (data && (!data.read || data.unread > 0)) markOrderRead(orderNo, side).catch(() => undefined);
  }, [data, orderNo, side]);

  const changed = () => {
    refresh();
    dispatch({ type: 'fund/fetch' });
    dispatch({ type: 'user/fetch' });
  };

  const back = (
    <Link to={to(SIDE_LIST_PATH[side])}>
      <Button>{t('trade.detail.back')}</Button>
    </Link>
  );
  const archivedIn = moved.data && moved.data.datasource !== LIVE_DATASOURCE ? moved.data.datasource : undefined;
  if (missing && archivedIn)
    return (
      <Result
        status="info"
        data-testid="order-archived"
        title={t('trade.archive.inArchive', { orderNo, datasource: archivedIn })}
        extra={[
          <Link key="open" to={to(`/order/detail/history/${archivedIn}/${orderNo}`)}>
            <Button type="primary">{t('trade.archive.openArchived')}</Button>
          </Link>,
          <span key="back">{back}</span>,
        ]}
      />
    );
  if (missing && moved.loading) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (!orderNo || missing) return <Result status="404" title={t('trade.detail.notFound')} extra={back} />;
  if (error && !data) return <LoadState error onRetry={refresh} />;
  if (loading && !data) return <Skeleton active paragraph={{ rows: 12 }} />;
  if (!data) return null;
  return (
    <OrderActionsProvider>
      <Space direction="vertical" size={12} style={{ width: '100%' }}>
        <OrderDetailView
          order={data}
          onExpire={refresh}
          actions={<OrderActions order={data} side={side} mode="detail" onChanged={changed} />}
        />
        <OrderChatCard orderNo={data.orderNo} side={side} />
      </Space>
    </OrderActionsProvider>
  );
}
