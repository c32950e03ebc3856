import { paths } from '@/constants/market';
import usePrefixedPath from '@/hooks/usePrefixedPath';
import { FormattedMessage, Link } from '@umijs/max';
import styles from '../index.less';

/** The two ways into the market: buy from suppliers, sell to receivers (on the chosen game's currency). */
export default function EntryCards({ gameCode }: { gameCode: string }) {
  const to = usePrefixedPath();
  return (
    <div className={styles.entries}>
      <Link to={to(paths.category('gold', gameCode))} className={styles.entryBuy} data-testid="entry-buy">
        <strong>
          <FormattedMessage id="market.home.entry.buy.title" />
        </strong>
        <span>
          <FormattedMessage id="market.home.entry.buy.desc" />
        </span>
        <em>
          <FormattedMessage id="market.home.entry.buy.action" /> →
        </em>
      </Link>
      <Link to={to(`${paths.category('gold', gameCode)}?tab=demands`)} className={styles.entrySell} data-testid="entry-sell">
        <strong>
          <FormattedMessage id="market.home.entry.sell.title" />
        </strong>
        <span>
          <FormattedMessage id="market.home.entry.sell.desc" />
        </span>
        <em>
          <FormattedMessage id="market.home.entry.sell.action" /> →
        </em>
      </Link>
    </div>
  );
}
