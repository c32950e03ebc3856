import { COMMODITY_SORTS, DEMAND_SORTS, sortKey } from '@/constants/market';
import useUrlFilters from '@/hooks/useUrlFilters';
import {
  getMerchantStore,
  listUserCommodityByStoreUrl,
  listUserDemandByStoreUrl,
  statisticsCategoryCommodityByStoreUrl,
  statisticsCategoryDemandByStoreUrl,
} from '@/services/market';
import type { ListingQuery, ListingSort, StoreType } from '@/types';
import type { RequestError } from '@/utils/request';
import { FormattedMessage, useIntl, useParams } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Card, Input, Result, Select, Skeleton, Space } from 'antd';
import { useMemo } from 'react';
import { CommodityTable, DemandTable, type ListingFilter } from '@/components/market/ListingTable';
import LoadState from '@/components/LoadState';
import CategoryStats from './CategoryStats';
import StoreHeader from './StoreHeader';

/** A merchant's store by its URL: header, per-category figures and its open listings. */
export default function StorePage({ storeType }: { storeType: StoreType }) {
  const intl = useIntl();
  const { slug = '' } = useParams();
  const [url, setUrl] = useUrlFilters();
  // a missing store is a page state, not an error toast
  const store = useRequest(() => getMerchantStore(storeType, slug, { skipErrorHandler: true }), { refreshDeps: [storeType, slug] });
  const stats = useRequest(
    () => (storeType === 'seller' ? statisticsCategoryCommodityByStoreUrl(slug) : statisticsCategoryDemandByStoreUrl(slug)),
    {
      refreshDeps: [storeType, slug],
      ready: !!store.data,
    },
  );
  const filter = useMemo<ListingFilter>(
    // a store lists many games: newest first reads better than one price order across them
    () => ({ storeUrl: slug, categoryId: url.category, keyword: url.keyword, sort: (url.sort as ListingSort | undefined) ?? 'LATEST' }),
    [slug, url.category, url.keyword, url.sort],
  );
  const sorts: ListingSort[] = ['LATEST', ...(storeType === 'seller' ? COMMODITY_SORTS : DEMAND_SORTS).filter((s) => s !== 'LATEST')];

  if (store.loading && !store.data) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (store.error) {
    if ((store.error as RequestError).status === 404)
      return <Result status="404" title={<FormattedMessage id="market.store.notFound" />} subTitle={slug} data-testid="store-missing" />;
    return <LoadState error onRetry={store.refresh} />;
  }
  if (!store.data) return null;

  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }}>
      <StoreHeader store={store.data} />
      <Card size="small" title={<FormattedMessage id="market.store.categories" />}>
        <LoadState loading={stats.loading && !stats.data} error={stats.error} onRetry={stats.refresh} empty={stats.data?.length === 0}>
          <CategoryStats stats={stats.data ?? []} selected={url.category} onSelect={(category) => setUrl({ ...url, category })} />
        </LoadState>
      </Card>
      <Card
        size="small"
        title={<FormattedMessage id={storeType === 'seller' ? 'market.store.listings' : 'market.store.demands'} />}
        extra={
          <Space size={8}>
            {/* no visible label in the card's head: the name says what the select does */}
            <Select
              size="small"
              aria-label={intl.formatMessage({ id: 'market.category.sort' })}
              style={{ width: 170 }}
              value={url.sort ?? sorts[0]}
              options={sorts.map((s) => ({ value: s, label: intl.formatMessage({ id: sortKey(s) }) }))}
              onChange={(sort: string) => setUrl({ ...url, sort })}
            />
            <Input.Search
              size="small"
              allowClear
              key={url.keyword ?? ''}
              defaultValue={url.keyword}
              style={{ width: 200 }}
              placeholder={intl.formatMessage({ id: 'market.category.keyword' })}
              onSearch={(keyword) => setUrl({ ...url, keyword: keyword.trim() || undefined })}
            />
          </Space>
        }
      >
        {storeType === 'seller' ? (
          <CommodityTable
            filter={filter}
            fetcher={(q: ListingQuery) => listUserCommodityByStoreUrl({ ...q, storeUrl: slug })}
            showGame
            showMerchant={false}
          />
        ) : (
          <DemandTable
            filter={filter}
            fetcher={(q: ListingQuery) => listUserDemandByStoreUrl({ ...q, storeUrl: slug })}
            showGame
            showMerchant={false}
          />
        )}
      </Card>
    </Space>
  );
}
