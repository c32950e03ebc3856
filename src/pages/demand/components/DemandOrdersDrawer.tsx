import LoadState from '@/components/LoadState';
import MoneyText from '@/components/MoneyText';
import { ORDER_STATUS_COLOR } from '@/constants/order';
import usePrefixedPath from '@/hooks/usePrefixedPath';
import useText from '@/hooks/useText';
import { queryDemandOrders } from '@/services/order';
import type { DemandView, Order } from '@/types';
import { formatDateTime, formatQuantity } from '@/utils/format';
import { Link } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Drawer, Table, Tag } from 'antd';
import { useState } from 'react';

const PAGE_SIZE = 10;

interface Props {
  demand?: DemandView;
  onClose: () => void;
}

/** The orders sellers made into one demand (GET B/trade/demands/{demandId}/orders), each opening its detail. */
export default function DemandOrdersDrawer({ demand, onClose }: Props) {
  const t = useText();
  const to = usePrefixedPath();
  const [current, setCurrent] = useState(1);
  const id = demand?.id;
  const req = useRequest(() => queryDemandOrders(id ?? '', { current, size: PAGE_SIZE }), {
    ready: !!id,
    refreshDeps: [id, current],
  });
  const close = () => {
    setCurrent(1);
    onClose();
  };
  return (
    <Drawer
      open={!!demand}
      onClose={close}
      width={860}
      title={demand ? t('reseller.demandOrders.title', { id: demand.id }) : ''}
      destroyOnHidden
    >
      <div data-testid="demand-orders">
        <LoadState loading={req.loading && !req.data} error={req.error} onRetry={req.refresh}>
          <Table<Order>
            rowKey="orderNo"
            size="small"
            loading={req.loading}
            dataSource={req.data?.records ?? []}
            pagination={{ current, pageSize: PAGE_SIZE, total: req.data?.total ?? 0, hideOnSinglePage: true, onChange: setCurrent }}
            locale={{ emptyText: t('reseller.demandOrders.empty') }}
            columns={[
              {
                title: t('reseller.demandOrders.orderNo'),
                dataIndex: 'orderNo',
                render: (_, o) => <Link to={to(`/order/detail?type=purchase&orderNo=${encodeURIComponent(o.orderNo)}`)}>{o.orderNo}</Link>,
              },
              { title: t('reseller.demandOrders.time'), dataIndex: 'orderAt', width: 160, render: (_, o) => formatDateTime(o.orderAt) },
              { title: t('reseller.demandOrders.seller'), dataIndex: 'counterparty', render: (_, o) => o.counterparty.name },
              {
                title: t('reseller.demandOrders.quantity'),
                dataIndex: 'quantity',
                align: 'right',
                render: (_, o) => `${formatQuantity(o.deliveredQuantity)} / ${formatQuantity(o.quantity)}`,
              },
              {
                title: t('reseller.demandOrders.amount'),
                dataIndex: 'amount',
                align: 'right',
                render: (_, o) => <MoneyText value={o.amount} />,
              },
              {
                title: t('reseller.demandOrders.status'),
                dataIndex: 'status',
                render: (_, o) => <Tag color={ORDER_STATUS_COLOR[o.status]}>{t(`trade.order.status.${o.status}`)}</Tag>,
              },
            ]}
          />
        </LoadState>
      </div>
    </Drawer>
  );
}
