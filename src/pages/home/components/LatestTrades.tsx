import { HOME_LATEST_TRADES } from '@/constants/market';
import { queryLatestTrades } from '@/services/market';
import { formatQuantity, toBeijing } from '@/utils/format';
import { FormattedMessage } from '@umijs/max';
import { useRequest } from 'ahooks';
import { useLocalName } from '@/hooks/useText';
import LoadState from '@/components/LoadState';
import styles from '../index.less';
import Panel from './Panel';
import { moneyText, priceText } from '@/components/MoneyText';
import type { LatestTrade } from '@/types';
import { useEffect } from 'react';

const REFRESH_MS = 30_000;

/** The tape of the latest closed trades across the market, refreshed every 30 s while visible. */
export default function LatestTrades({ seed }: { seed?: LatestTrade[] }) {
  const ln = useLocalName();
  const req = useRequest(() => queryLatestTrades({ limit: HOME_LATEST_TRADES }), {
    pollingInterval: REFRESH_MS,
    pollingWhenHidden: false,
    manual: !!seed,
  });
  const { loading, error, refresh, run } = req;
  const data = req.data ?? seed;
  // the server's tape is fresh: the first refresh (and with it the polling) comes one period later
  useEffect(() => {
    if (!seed) return undefined;
    const timer = window.setTimeout(run, REFRESH_MS);
    return () => window.clearTimeout(timer);
  }, [seed, run]);
  return (
    <Panel
      style={{ height: '100%' }}
      data-testid="home-latest"
      title={<FormattedMessage id="market.home.latest.title" />}
      bodyStyle={{ padding: '4px 12px' }}
    >
      <LoadState loading={loading && !data} error={error} onRetry={refresh} empty={data?.length === 0} rows={6}>
        <ul className={styles.tape}>
          {data?.map((t) => (
            <li key={t.id}>
              <span className={`${styles.secondary} ${styles.tapeTime}`}>{toBeijing(t.tradeAt)?.format('MM-DD HH:mm')}</span>
              <span className={styles.tapeWhat}>
                <span className={styles.clip}>{`${ln(t.gameName, t.gameNameEn)} · ${ln(t.serverName, t.serverNameEn)}`}</span>
                <span className={styles.secondarySmall}>
                  {`${formatQuantity(t.quantity)} ${ln(t.unit, t.unitEn)} × ${priceText(t.unitPrice)} · ${t.buyer}`}
                </span>
              </span>
              <span className={`${styles.strong} ${styles.tapeAmount}`}>{moneyText(t.amount)}</span>
            </li>
          ))}
        </ul>
      </LoadState>
    </Panel>
  );
}
