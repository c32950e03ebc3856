import LoadState from '@/components/LoadState';
import { PriceText } from '@/components/MoneyText';
import { useLocalName } from '@/hooks/useText';
import usePrefixedPath from '@/hooks/usePrefixedPath';
import useText from '@/hooks/useText';
import { queryDemandsByUser } from '@/services/demand';
import type { DemandView } from '@/types';
import { formatQuantity } from '@/utils/format';
import { Link } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Table } from 'antd';
import { useState } from 'react';

const PAGE_SIZE = 5;

/** A receiver's open public demands (listDemandByUser), shown under its row in My receivers: each can be sold into. */
export default function ResellerDemands({ resellerId }: { resellerId: string }) {
  const t = useText();
  const ln = useLocalName();
  const to = usePrefixedPath();
  const [current, setCurrent] = useState(1);
  const req = useRequest(() => queryDemandsByUser({ userId: resellerId, current, size: PAGE_SIZE }), {
    refreshDeps: [resellerId, current],
  });
  return (
    <div data-testid={`reseller-demands-${resellerId}`}>
      <LoadState loading={req.loading && !req.data} error={req.error} onRetry={req.refresh} rows={2}>
        <Table<DemandView>
          rowKey="id"
          size="small"
          loading={req.loading}
          dataSource={req.data?.records ?? []}
          pagination={{ current, pageSize: PAGE_SIZE, total: req.data?.total ?? 0, hideOnSinglePage: true, onChange: setCurrent }}
          locale={{ emptyText: t('supplier.reseller.demands.empty') }}
          columns={[
            { title: t('supplier.reseller.demands.title'), dataIndex: 'title', ellipsis: true },
            {
              title: t('supplier.reseller.demands.placement'),
              key: 'placement',
              render: (_, d) => `${ln(d.gameName, d.gameNameEn)} / ${ln(d.serverName, d.serverNameEn)}`,
            },
            {
              title: t('supplier.reseller.demands.price'),
              dataIndex: 'unitPrice',
              align: 'right',
              render: (_, d) => <PriceText value={d.unitPrice} unit={ln(d.unit, d.unitEn)} />,
            },
            {
              title: t('supplier.reseller.demands.open'),
              key: 'open',
              align: 'right',
              render: (_, d) => formatQuantity(d.quantity - d.receivedQuantity),
            },
            {
              title: t('supplier.common.actions'),
              key: 'sell',
              width: 90,
              render: (_, d) => (
                <Link to={to(`/checkout/demand?demandId=${encodeURIComponent(d.id)}`)}>{t('supplier.reseller.demands.sell')}</Link>
              ),
            },
          ]}
        />
      </LoadState>
    </div>
  );
}
