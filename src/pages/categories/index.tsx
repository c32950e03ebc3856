import usePrefixedPath from '@/hooks/usePrefixedPath';
import useUrlFilters from '@/hooks/useUrlFilters';
import { useUserState } from '@/hooks/useCurrentUser';
import { listShopCommodity, listShopDemand } from '@/services/market';
import { recordSearch } from '@/services/search';
import { FormattedMessage, Link, useParams } from '@umijs/max';
import { Card, Col, Result, Row, Skeleton, Tabs } from 'antd';
import { useEffect, useMemo } from 'react';
import MarketFilters, { type MarketFilterValues } from './components/MarketFilters';
import MarketHeader from './components/MarketHeader';
import TopServers from './components/TopServers';
import { CommodityTable, DemandTable, type ListingFilter } from '@/components/market/ListingTable';
import { useAttributes, useGames, useServers } from './shared/useCatalog';
import type { ListingSort } from '@/types';
import LoadState from '@/components/LoadState';

type Tab = 'commodities' | 'demands';

/** The market of one game category: filters, sell and receive listings, best prices by server. */
export default function CategoryMarket() {
  const { category: kind = '', code = '' } = useParams();
  const to = usePrefixedPath();
  const { currentUser } = useUserState();
  const [url, setUrl] = useUrlFilters();
  const games = useGames();
  const game = games.data?.find((g) => g.code === code.toLowerCase());
  const category = game?.categories.find((c) => c.kind === kind);
  const servers = useServers(game?.id);
  const attributes = useAttributes(category?.id);
  const tab: Tab = url.tab === 'demands' ? 'demands' : 'commodities';
  const values: MarketFilterValues = { server: url.server, attrs: url.attrs, method: url.method, sort: url.sort, keyword: url.keyword };

  // remember what a signed-in user looked at (search history on the games page)
  const userId = currentUser?.id;
  useEffect(() => {
    // search history is bookkeeping (a silent call): the market works the same without it, nothing to show
    if (userId && game && category) recordSearch({ gameId: game.id, categoryId: category.id }).catch(() => undefined);
  }, [userId, game?.id, category?.id]); // eslint-disable-line react-hooks/exhaustive-deps -- one record per game and category, not per object identity

  const filter = useMemo<ListingFilter>(
    () => ({
      gameId: game?.id,
      categoryId: category?.id,
      serverId: url.server,
      attributeValueIds: url.attrs ? url.attrs.split(',') : undefined,
      tradeMethod: url.method,
      keyword: url.keyword,
      sort: url.sort as ListingSort | undefined,
    }),
    [game?.id, category?.id, url.server, url.attrs, url.method, url.keyword, url.sort],
  );

  if (games.loading && !games.data) return <Skeleton active paragraph={{ rows: 10 }} />;
  if (games.error) return <LoadState error onRetry={games.refresh} />;
  if (!game || !category) {
    return (
      <Result
        status="404"
        title={<FormattedMessage id="market.category.notFound" />}
        extra={
          <Link to={to('/games')}>
            <FormattedMessage id="market.home.allGames" />
          </Link>
        }
      />
    );
  }

  const setFilters = (next: MarketFilterValues & { tab?: Tab }) =>
    setUrl({ ...next, tab: (next.tab ?? tab) === 'demands' ? 'demands' : undefined });

  return (
    <Row gutter={[12, 12]}>
      <Col span={24}>
        <MarketHeader game={game} category={category} />
      </Col>
      <Col xs={24} xl={18}>
        <Card size="small" styles={{ body: { paddingTop: 4 } }}>
          <Tabs
            activeKey={tab}
            onChange={(k) => setFilters({ ...values, sort: undefined, tab: k as Tab })}
            items={[
              { key: 'commodities', label: <FormattedMessage id="market.category.tab.commodities" /> },
              { key: 'demands', label: <FormattedMessage id="market.category.tab.demands" /> },
            ]}
          />
          <MarketFilters
            tab={tab}
            gameId={game?.id}
            servers={servers.data ?? []}
            attributes={attributes.data ?? []}
            values={values}
            onChange={(v) => setFilters({ ...v, tab })}
          />
          <div style={{ marginTop: 8 }}>
            {tab === 'commodities' ? (
              <CommodityTable filter={filter} fetcher={listShopCommodity} />
            ) : (
              <DemandTable filter={filter} fetcher={listShopDemand} />
            )}
          </div>
        </Card>
      </Col>
      <Col xs={24} xl={6}>
        <TopServers
          side={tab === 'commodities' ? 'commodity' : 'demand'}
          category={category}
          selected={url.server}
          onSelect={(server) => setFilters({ ...values, server, tab })}
        />
      </Col>
    </Row>
  );
}
