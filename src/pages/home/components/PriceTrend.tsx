import { TREND_DAYS, type TrendDays } from '@/constants/market';
import { queryHomeServers, queryWeeklyPriceTrend } from '@/services/market';
import type { GameWithCategories } from '@/types';
import { compare } from '@/utils/decimal';
import { formatQuantity } from '@/utils/format';
import { FormattedMessage, useIntl } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Segmented, Select, Skeleton, Space, Statistic } from 'antd';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useLocalName } from '@/hooks/useText';
import LoadState from '@/components/LoadState';
import { changeTone, formatChange, formatUnitPrice } from '@/utils/market';
import styles from '../index.less';
import Panel from './Panel';
import { priceText } from '@/components/MoneyText';

// the chart is not needed for the first paint: its code loads in its own chunk
const TrendChart = lazy(() => import('./TrendChart'));

export interface PriceTrendProps {
  games: GameWithCategories[];
  gameId?: string;
  onGameChange: (gameId: string) => void;
}

/** Daily average price of a game's currency on one server over 7 (default), 30 or 90 days. */
export default function PriceTrend({ games, gameId, onGameChange }: PriceTrendProps) {
  const intl = useIntl();
  const ln = useLocalName();
  const [serverId, setServerId] = useState<string>();
  const [days, setDays] = useState<TrendDays>(TREND_DAYS[0]);
  const servers = useRequest(() => (gameId ? queryHomeServers(gameId) : Promise.resolve([])), { refreshDeps: [gameId] });
  useEffect(() => setServerId(servers.data?.[0]?.id), [servers.data]);
  const trend = useRequest(() => (gameId && serverId ? queryWeeklyPriceTrend({ gameId, serverId, days }) : Promise.resolve(undefined)), {
    refreshDeps: [gameId, serverId, days],
  });
  const server = servers.data?.find((s) => s.id === serverId);
  const data = trend.data;
  const unit = data ? ln(data.unit, data.unitEn) : '';
  const stats = useMemo(() => {
    const points = data?.points ?? [];
    if (!points.length) return undefined;
    const last = points[points.length - 1];
    const low = points.reduce((m, p) => (compare(p.minPrice, m) < 0 ? p.minPrice : m), points[0].minPrice);
    const high = points.reduce((m, p) => (compare(p.maxPrice, m) > 0 ? p.maxPrice : m), points[0].maxPrice);
    return { last: last.avgPrice, low, high, volume: points.reduce((n, p) => n + p.volume, 0) };
  }, [data]);

  return (
    <Panel
      style={{ height: '100%' }}
      data-testid="home-trend"
      title={<FormattedMessage id="market.home.trend.title" />}
      extra={
        <Space size={6}>
          {/* no visible label in the panel's head: the name says what each select picks */}
          <Select
            size="small"
            aria-label={intl.formatMessage({ id: 'market.home.quickSearch.game' })}
            style={{ width: 130 }}
            value={gameId}
            onChange={onGameChange}
            options={games.map((g) => ({ value: g.id, label: ln(g.name, g.nameEn) }))}
          />
          <Select
            size="small"
            showSearch
            aria-label={intl.formatMessage({ id: 'market.home.quickSearch.server' })}
            optionFilterProp="label"
            style={{ width: 130 }}
            value={serverId}
            loading={servers.loading}
            onChange={setServerId}
            options={servers.data?.map((s) => ({ value: s.id, label: ln(s.name, s.nameEn) }))}
          />
          <Segmented
            size="small"
            value={days}
            onChange={(v) => setDays(v as TrendDays)}
            options={TREND_DAYS.map((d) => ({ value: d, label: intl.formatMessage({ id: 'market.home.trend.days' }, { days: d }) }))}
          />
        </Space>
      }
    >
      <LoadState
        loading={(trend.loading || servers.loading) && !data}
        error={trend.error ?? servers.error}
        onRetry={trend.refresh}
        empty={!!data && !stats}
        emptyText={<FormattedMessage id="market.home.trend.noData" />}
      >
        {data && stats && (
          <>
            <div className={styles.trendStats}>
              <Statistic
                title={<FormattedMessage id="market.home.trend.avg" />}
                value={priceText(stats.last)}
                suffix={<small>/{unit}</small>}
              />
              <Statistic
                title={<FormattedMessage id="market.home.trend.range" />}
                value={`${formatUnitPrice(stats.low)} – ${formatUnitPrice(stats.high)}`}
              />
              <Statistic
                title={<FormattedMessage id="market.home.trend.change" />}
                value={formatChange(data.change)}
                valueStyle={{ color: { up: '#cf1322', down: '#389e0d', flat: undefined }[changeTone(data.change)] }}
              />
              <Statistic
                title={<FormattedMessage id="market.home.trend.volume" />}
                value={`${formatQuantity(stats.volume)}`}
                suffix={<small>{unit}</small>}
              />
            </div>
            <Suspense fallback={<Skeleton.Node active className={styles.chartSkeleton} />}>
              <TrendChart
                points={data.points}
                unit={unit}
                label={intl.formatMessage({ id: 'market.home.trend.chartLabel' }, { server: server ? ln(server.name, server.nameEn) : '' })}
              />
            </Suspense>
          </>
        )}
      </LoadState>
    </Panel>
  );
}
