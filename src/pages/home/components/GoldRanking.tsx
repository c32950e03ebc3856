import { HOME_RANKING_SIZE, paths } from '@/constants/market';
import usePrefixedPath from '@/hooks/usePrefixedPath';
import { queryGoldRanking } from '@/services/market';
import type { GameWithCategories } from '@/types';
import { formatQuantity } from '@/utils/format';
import { FormattedMessage, history } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Card, Select, Table } from 'antd';
import { useLocalName } from '../../categories/shared/i18n';
import LoadState from '../../categories/shared/LoadState';
import { changeTone, formatChange, formatUnitPrice, unitsPerYuan } from '../../categories/shared/price';
import styles from '../index.less';

export interface GoldRankingProps {
  games: GameWithCategories[];
  gameId?: string;
  onGameChange: (gameId: string) => void;
}

/** Servers of a game by their 7-day gold price, cheapest first, with the change on the week before. */
export default function GoldRanking({ games, gameId, onGameChange }: GoldRankingProps) {
  const ln = useLocalName();
  const to = usePrefixedPath();
  const game = games.find((g) => g.id === gameId);
  const { data, loading, error, refresh } = useRequest(() => (gameId ? queryGoldRanking({ gameId, limit: HOME_RANKING_SIZE }) : Promise.resolve([])), {
    refreshDeps: [gameId],
  });
  return (
    <Card
      size="small"
      data-testid="home-ranking"
      title={<FormattedMessage id="market.home.ranking.title" />}
      extra={
        <Select
          size="small"
          style={{ width: 150 }}
          value={gameId}
          onChange={onGameChange}
          options={games.map((g) => ({ value: g.id, label: ln(g.name, g.nameEn) }))}
        />
      }
      style={{ height: '100%' }}
      styles={{ body: { padding: 0 } }}
    >
      <LoadState loading={loading && !data} error={error} onRetry={refresh} empty={data?.length === 0}>
        <Table
          size="small"
          rowKey="serverId"
          pagination={false}
          dataSource={data}
          onRow={(row) => ({ onClick: () => game && history.push(to(`${paths.category('gold', game.code)}?server=${row.serverId}`)), style: { cursor: 'pointer' } })}
          columns={[
            { title: <FormattedMessage id="market.home.ranking.rank" />, dataIndex: 'rank', width: 52, render: (r: number) => <span className={r <= 3 ? styles.rankTop : styles.rank}>{r}</span> },
            { title: <FormattedMessage id="market.home.ranking.server" />, dataIndex: 'serverName', ellipsis: true, render: (_, row) => ln(row.serverName, row.serverNameEn) },
            { title: <FormattedMessage id="market.home.ranking.avgPrice" />, dataIndex: 'avgPrice', align: 'right', render: (v: string) => `¥${formatUnitPrice(v)}` },
            { title: <FormattedMessage id="market.home.ranking.ratio" />, dataIndex: 'avgPrice', key: 'ratio', align: 'right', render: (v: string, row) => <span className={styles.nowrap}>{`${unitsPerYuan(v)} ${ln(row.unit, row.unitEn)}`}</span> },
            { title: <FormattedMessage id="market.home.ranking.change" />, dataIndex: 'change', align: 'right', width: 76, render: (v: string) => <span className={styles[changeTone(v)]}>{formatChange(v)}</span> },
            { title: <FormattedMessage id="market.home.ranking.volume" />, dataIndex: 'volume', align: 'right', width: 80, render: (v: number) => formatQuantity(v) },
          ]}
        />
      </LoadState>
    </Card>
  );
}
