import { SIDE_LIST_PATH } from '@/constants/order';
import usePrefixedPath from '@/hooks/usePrefixedPath';
import { getOrder, markOrderRead } from '@/services/order';
import type { OrderSide } from '@/types';
import { RequestError } from '@/utils/request';
import { useDispatch, useSearchParams, Link } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Button, Result, Skeleton } from 'antd';
import { useEffect } from 'react';
import OrderActions, { OrderActionsProvider } from './components/OrderActions';
import OrderDetailView from './components/OrderDetailView';
import useText from '@/hooks/useText';
import LoadState from '@/components/LoadState';

/** /order/detail?type=purchase|sales&orderNo=: one order and every action its status allows. */
export default function OrderDetailPage() {
  const t = useText();
  const to = usePrefixedPath();
  const dispatch = useDispatch();
  const [params] = useSearchParams();
  const side: OrderSide = params.get('type') === 'sales' ? 'sales' : 'purchase';
  const orderNo = params.get('orderNo') ?? '';
  const { data, error, loading, refresh } = useRequest(() => getOrder(orderNo, side), { refreshDeps: [orderNo, side], ready: !!orderNo });

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
  if (!orderNo || (error instanceof RequestError && error.status === 404))
    return <Result status="404" title={t('trade.detail.notFound')} extra={back} />;
  if (error && !data) return <LoadState error onRetry={refresh} />;
  if (loading && !data) return <Skeleton active paragraph={{ rows: 12 }} />;
  if (!data) return null;
  return (
    <OrderActionsProvider>
      <OrderDetailView
        order={data}
        onExpire={refresh}
        actions={<OrderActions order={data} side={side} mode="detail" onChanged={changed} />}
      />
    </OrderActionsProvider>
  );
}
