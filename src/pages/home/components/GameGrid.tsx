import { paths } from '@/constants/market';
import usePrefixedPath from '@/hooks/usePrefixedPath';
import { queryRecommendedGames } from '@/services/market';
import type { GameWithCategories } from '@/types';
import { FormattedMessage, Link } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Segmented } from 'antd';
import { useState } from 'react';
import GameAvatar from '@/components/market/GameAvatar';
import { useLocalName } from '@/hooks/useText';
import LoadState from '@/components/LoadState';
import styles from '../index.less';
import Panel from './Panel';

/** Hot games (from home/games) and recommended games, as tiles leading to their first market. */
export default function GameGrid({
  hot,
  loading,
  error,
  onRetry,
}: {
  hot?: GameWithCategories[];
  loading: boolean;
  error?: Error;
  onRetry: () => void;
}) {
  const ln = useLocalName();
  const to = usePrefixedPath();
  const [tab, setTab] = useState<'hot' | 'recommended'>('hot');
  const recommended = useRequest(queryRecommendedGames, { manual: true });
  const list = tab === 'hot' ? hot : recommended.data;
  const busy = tab === 'hot' ? loading : recommended.loading;
  return (
    <Panel
      style={{ height: '100%' }}
      data-testid="home-games"
      title={
        <Segmented
          size="small"
          value={tab}
          onChange={(v) => {
            setTab(v as 'hot' | 'recommended');
            if (v === 'recommended' && !recommended.data) recommended.run();
          }}
          options={[
            { value: 'hot', label: <FormattedMessage id="market.home.hotGames" /> },
            { value: 'recommended', label: <FormattedMessage id="market.home.recommended" /> },
          ]}
        />
      }
      extra={
        <Link to={to('/games')}>
          <FormattedMessage id="market.home.allGames" />
        </Link>
      }
    >
      <LoadState
        loading={busy && !list}
        error={tab === 'hot' ? error : recommended.error}
        onRetry={tab === 'hot' ? onRetry : recommended.refresh}
        rows={3}
      >
        <div className={styles.gameGrid}>
          {list?.map((g) => (
            <Link key={g.id} to={to(paths.category(g.categories[0]?.kind ?? 'gold', g.code))} className={styles.gameTile}>
              <GameAvatar game={g} size={36} />
              <span className={styles.gameTileText}>
                <span className={`${styles.strong} ${styles.clip}`}>{ln(g.name, g.nameEn)}</span>
                <span className={styles.secondarySmall}>
                  <FormattedMessage id="market.home.listings" values={{ count: g.listingCount }} />
                </span>
              </span>
            </Link>
          ))}
        </div>
      </LoadState>
    </Panel>
  );
}
