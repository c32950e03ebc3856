import { HOME_NEWS, HOME_NOTICES, NOTICE_LEVEL_COLOR, paths } from '@/constants/market';
import usePrefixedPath from '@/hooks/usePrefixedPath';
import { queryNews, queryNotices } from '@/services/content';
import { formatDate } from '@/utils/format';
import { FormattedMessage, Link } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Badge, Tag } from 'antd';
import { useLocalName } from '@/hooks/useText';
import LoadState from '@/components/LoadState';
import type { NewsItem, NoticePage } from '@/types';
import styles from '../index.less';
import Panel from './Panel';

const more = (href: string) => (
  <Link to={href}>
    <FormattedMessage id="market.common.more" />
  </Link>
);

/** Latest platform notices (unread ones dotted for a signed-in reader). */
export function HomeNotices({ seed }: { seed?: NoticePage }) {
  const ln = useLocalName();
  const to = usePrefixedPath();
  const req = useRequest(() => queryNotices({ current: 1, size: HOME_NOTICES }), { manual: !!seed });
  const { loading, error, refresh } = req;
  const data = req.data ?? seed;
  return (
    <Panel
      style={{ height: '100%' }}
      data-testid="home-notices"
      title={<FormattedMessage id="market.home.notices" />}
      extra={more(to('/help?tab=notices'))}
    >
      <LoadState loading={loading && !data} error={error} onRetry={refresh} empty={data?.records.length === 0}>
        <ul className={styles.links}>
          {data?.records.map((n) => (
            <li key={n.id}>
              <Tag color={NOTICE_LEVEL_COLOR[n.level]} bordered={false} className={styles.linkTag}>
                <FormattedMessage id={`market.help.notice.level.${n.level}`} />
              </Tag>
              <Link to={to(paths.notice(n.id))} className={styles.linkText}>
                {n.read === false ? <Badge status="processing" /> : null} {ln(n.title, n.titleEn)}
              </Link>
              <span className={styles.linkDate}>{formatDate(n.releaseAt).slice(5)}</span>
            </li>
          ))}
        </ul>
      </LoadState>
    </Panel>
  );
}

/** Latest help-centre articles. */
export function HomeNews({ seed }: { seed?: NewsItem[] }) {
  const ln = useLocalName();
  const to = usePrefixedPath();
  const req = useRequest(() => queryNews(HOME_NEWS), { manual: !!seed });
  const { loading, error, refresh } = req;
  const data = req.data ?? seed;
  return (
    <Panel style={{ height: '100%' }} data-testid="home-news" title={<FormattedMessage id="market.home.news" />} extra={more(to('/help'))}>
      <LoadState loading={loading && !data} error={error} onRetry={refresh} empty={data?.length === 0}>
        <ul className={styles.links}>
          {data?.map((n) => (
            <li key={n.id}>
              <Link to={to(paths.article(n.articleId))} className={styles.linkText}>
                {ln(n.title, n.titleEn)}
              </Link>
              <span className={styles.linkDate}>{formatDate(n.releaseAt).slice(5)}</span>
            </li>
          ))}
        </ul>
      </LoadState>
    </Panel>
  );
}
