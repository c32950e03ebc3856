import LoadState from '@/components/LoadState';
import { STOCK_TYPE_COLOR, stockTypeKey } from '@/constants/commodity';
import usePrefixedPath from '@/hooks/usePrefixedPath';
import useText from '@/hooks/useText';
import { stockRecordsOfCommodity } from '@/services/stock';
import type { StockRecord, SupplierCommodity } from '@/types';
import { formatDateTime, formatQuantity } from '@/utils/format';
import { Link } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Drawer, Table, Tag, Typography } from 'antd';

interface Props {
  commodity?: SupplierCommodity;
  onClose: () => void;
}

/** One commodity's stock history (getCommodityStockRecordBySkuTreeId), opened from its row in the commodity list. */
export default function StockHistoryDrawer({ commodity, onClose }: Props) {
  const t = useText();
  const to = usePrefixedPath();
  const id = commodity?.id;
  const req = useRequest(() => (id ? stockRecordsOfCommodity(id) : Promise.resolve([] as StockRecord[])), {
    refreshDeps: [id],
    ready: !!id,
  });
  const records = req.data ?? [];
  return (
    <Drawer
      open={!!commodity}
      onClose={onClose}
      width={760}
      title={commodity ? t('supplier.stock.ofCommodity.title', { title: commodity.title }) : ''}
      extra={
        commodity ? (
          <Link to={to(`/commodity/stock-record?commodityId=${encodeURIComponent(commodity.id)}`)}>
            {t('supplier.stock.ofCommodity.ledger')}
          </Link>
        ) : null
      }
      destroyOnHidden
    >
      <div data-testid="commodity-stock-history">
        {commodity ? (
          <Typography.Paragraph type="secondary">
            {t('supplier.stock.ofCommodity.summary', { stock: formatQuantity(commodity.stock), count: records.length })}
          </Typography.Paragraph>
        ) : null}
        <LoadState loading={req.loading && !req.data} error={req.error} onRetry={req.refresh}>
          <Table<StockRecord>
            rowKey="id"
            size="small"
            pagination={{ pageSize: 20, hideOnSinglePage: true }}
            dataSource={records}
            locale={{ emptyText: t('supplier.stock.empty') }}
            columns={[
              { title: t('supplier.stock.col.time'), dataIndex: 'createdAt', width: 160, render: (_, r) => formatDateTime(r.createdAt) },
              {
                title: t('supplier.stock.col.type'),
                dataIndex: 'type',
                width: 80,
                render: (_, r) => <Tag color={STOCK_TYPE_COLOR[r.type]}>{t(stockTypeKey(r.type))}</Tag>,
              },
              {
                title: t('supplier.stock.col.quantity'),
                dataIndex: 'delta',
                align: 'right',
                width: 90,
                render: (_, r) => (
                  <Typography.Text
                    type={r.delta < 0 ? 'danger' : 'success'}
                  >{`${r.delta > 0 ? '+' : ''}${formatQuantity(r.delta)}`}</Typography.Text>
                ),
              },
              {
                title: t('supplier.stock.col.balanceAfter'),
                dataIndex: 'balanceAfter',
                align: 'right',
                width: 100,
                render: (_, r) => formatQuantity(r.balanceAfter),
              },
              { title: t('supplier.stock.col.orderNo'), dataIndex: 'orderNo', render: (_, r) => r.orderNo ?? '-' },
              {
                title: t('supplier.stock.col.remark'),
                dataIndex: 'remark',
                render: (_, r) => [r.remark, r.canceled ? t('supplier.stock.canceled') : ''].filter(Boolean).join(' · ') || '-',
              },
            ]}
          />
        </LoadState>
      </div>
    </Drawer>
  );
}
