import { MARKET_PAGE_SIZE } from '@/constants/market';
import type { ListingQuery, ListingSort, MarketCommodity, MarketDemand, Paged } from '@/types';
import { proTableRequest } from '@/utils/proTable';
import { ProTable } from '@ant-design/pro-components';
import { FormattedMessage } from '@umijs/max';
import { Empty } from 'antd';
import { useCommodityColumns, useDemandColumns, type ListingColumnOptions } from './listingColumns';

/** The listing filter as the page holds it; the table adds paging. */
export type ListingFilter = Omit<ListingQuery, 'current' | 'size'>;

interface Props<T> extends ListingColumnOptions {
  filter: ListingFilter;
  fetcher: (q: ListingQuery) => Promise<Paged<T>>;
}

function toQuery(params: Record<string, unknown>): ListingFilter {
  const { current: _c, pageSize: _p, attributeValueIds, ...rest } = params;
  return {
    ...(rest as ListingFilter),
    attributeValueIds: Array.isArray(attributeValueIds) ? (attributeValueIds as string[]) : undefined,
    sort: rest.sort as ListingSort | undefined,
  };
}

const tableProps = {
  size: 'small' as const,
  search: false as const,
  rowKey: 'id',
  // a fixed minimum lets the listing column wrap instead of pushing the action column out of view
  scroll: { x: 880 },
  pagination: { defaultPageSize: MARKET_PAGE_SIZE, showSizeChanger: true, showQuickJumper: true },
  options: { density: true, reload: true, setting: true, fullScreen: false },
  cardProps: { bodyStyle: { padding: 0 } },
};

export function CommodityTable({ filter, fetcher, ...options }: Props<MarketCommodity>) {
  const columns = useCommodityColumns(options);
  return (
    <ProTable<MarketCommodity, ListingFilter>
      {...tableProps}
      data-testid="commodity-table"
      columns={columns}
      params={filter}
      request={proTableRequest(fetcher, toQuery)}
      locale={{
        emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={<FormattedMessage id="market.listing.empty.commodities" />} />,
      }}
    />
  );
}

export function DemandTable({ filter, fetcher, ...options }: Props<MarketDemand>) {
  const columns = useDemandColumns(options);
  return (
    <ProTable<MarketDemand, ListingFilter>
      {...tableProps}
      data-testid="demand-table"
      columns={columns}
      params={filter}
      request={proTableRequest(fetcher, toQuery)}
      locale={{
        emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={<FormattedMessage id="market.listing.empty.demands" />} />,
      }}
    />
  );
}
