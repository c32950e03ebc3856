import { HOME_RANKING_SIZE, paths } from '@/constants/market';
import usePrefixedPath from '@/hooks/usePrefixedPath';
import { queryGoldRanking } from '@/services/market';
import type { GameWithCategories, GoldRankingItem } from '@/types';
import { formatQuantity } from '@/utils/format';
import { FormattedMessage, history } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Select } from 'antd';
import useText, { useLocalName } from '@/hooks/useText';
import LoadState from '@/components/LoadState';
import { changeTone, formatChange, unitsPerYuan } from '@/utils/market';
import styles from '../index.less';
import Panel from './Panel';
import { priceText } from '@/components/MoneyText';

export interface GoldRankingProps {
  games: GameWithCategories[];
  gameId?: string;
  onGameChange: (gameId: string) => void;
  /** The server's ranking of the first game (server-rendered home). */
  seed?: { gameId: string; rows: GoldRankingItem[] };
}

/** Servers of a game by their 7-day gold price, cheapest first, with the change on the week before. */
export default function GoldRanking({ games, gameId, onGameChange, seed }: GoldRankingProps) {
  const ln = useLocalName();
  const to = usePrefixedPath();
  const m = useText();
  const game = games.find((g) => g.id === gameId);
  // the server's rows stand for their game until the user picks another (then it fetches)
  const seeded = !!seed && seed.gameId === gameId;
  const req = useRequest(() => (gameId ? queryGoldRanking({ gameId, limit: HOME_RANKING_SIZE }) : Promise.resolve([])), {
    refreshDeps: [gameId],
    manual: seeded,
  });
  const { loading, error, refresh } = req;
  const data = req.data ?? (seeded ? seed.rows : undefined);
  const open = (serverId: string) => game && history.push(to(`${paths.category('gold', game.code)}?server=${serverId}`));
  return (
    <Panel
      data-testid="home-ranking"
      title={<FormattedMessage id="market.home.ranking.title" />}
      extra={
        <Select
          size="small"
          aria-label={m('market.home.quickSearch.game')}
          style={{ width: 150 }}
          value={gameId}
          onChange={onGameChange}
          options={games.map((g) => ({ value: g.id, label: ln(g.name, g.nameEn) }))}
        />
      }
      style={{ height: '100%' }}
      bodyStyle={{ padding: 0 }}
    >
      <LoadState loading={loading && !data} error={error} onRetry={refresh} empty={data?.length === 0}>
        {/* a plain table: antd's Table would add its weight to home's first load for eight rows */}
        <table className={styles.rankTable}>
          <thead>
            <tr>
              <th style={{ width: 44 }}>{m('market.home.ranking.rank')}</th>
              <th>{m('market.home.ranking.server')}</th>
              <th className={styles.num}>{m('market.home.ranking.avgPrice')}</th>
              <th className={styles.num}>{m('market.home.ranking.ratio')}</th>
              <th className={styles.num}>{m('market.home.ranking.change')}</th>
              <th className={styles.num}>{m('market.home.ranking.volume')}</th>
            </tr>
          </thead>
          <tbody>
            {data?.map((row) => (
              <tr
                key={row.serverId}
                tabIndex={0}
                onClick={() => open(row.serverId)}
                onKeyDown={(e) => e.key === 'Enter' && open(row.serverId)}
              >
                <td className={row.rank <= 3 ? styles.rankTop : styles.rank}>{row.rank}</td>
                <td className={styles.ellipsis}>{ln(row.serverName, row.serverNameEn)}</td>
                <td className={styles.num}>{priceText(row.avgPrice)}</td>
                <td className={`${styles.num} ${styles.nowrap}`}>{`${unitsPerYuan(row.avgPrice)} ${ln(row.unit, row.unitEn)}`}</td>
                <td className={`${styles.num} ${styles[changeTone(row.change)]}`}>{formatChange(row.change)}</td>
                <td className={styles.num}>{formatQuantity(row.volume)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </LoadState>
    </Panel>
  );
}
