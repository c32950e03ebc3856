import usePrefixedPath from '@/hooks/usePrefixedPath';
import { Link, Navigate, useIntl, useSearchParams } from '@umijs/max';
import { Button, Result } from 'antd';

/**
 * /checkout: forwards by its query — commodityId (with bargain=1 to the bargaining request),
 * demandId, or batchNo (+type) of a pending payment — else says there is nothing to check out.
 */
export default function CheckoutIndex() {
  const intl = useIntl();
  const to = usePrefixedPath();
  const [params] = useSearchParams();
  const commodityId = params.get('commodityId');
  const demandId = params.get('demandId');
  const batchNo = params.get('batchNo');
  const bargainingId = params.get('bargainingId');
  if (batchNo)
    return (
      <Navigate
        replace
        to={to(`/pending/payResult/${params.get('type') === 'deposit' ? 'deposit' : 'order'}/${encodeURIComponent(batchNo)}`)}
      />
    );
  if (commodityId && params.get('bargain') === '1')
    return <Navigate replace to={to(`/checkout/bargaining?commodityId=${encodeURIComponent(commodityId)}`)} />;
  if (commodityId) {
    const extra = bargainingId ? `&bargainingId=${encodeURIComponent(bargainingId)}` : '';
    return <Navigate replace to={to(`/checkout/commodity?commodityId=${encodeURIComponent(commodityId)}${extra}`)} />;
  }
  if (demandId) return <Navigate replace to={to(`/checkout/demand?demandId=${encodeURIComponent(demandId)}`)} />;
  return (
    <Result
      status="info"
      title={intl.formatMessage({ id: 'trade.checkout.index.title' })}
      subTitle={intl.formatMessage({ id: 'trade.checkout.index.empty' })}
      extra={
        <Link to={to('/games')}>
          <Button type="primary">{intl.formatMessage({ id: 'trade.checkout.toMarket' })}</Button>
        </Link>
      }
    />
  );
}
