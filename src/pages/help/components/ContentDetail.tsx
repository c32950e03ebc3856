import usePrefixedPath from '@/hooks/usePrefixedPath';
import type { ArticleLink } from '@/types';
import type { RequestError } from '@/utils/request';
import { FormattedMessage, Link } from '@umijs/max';
import { Card, Divider, Result, Skeleton, Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useLocalName } from '@/hooks/useText';
import RichText from '../shared/RichText';
import LoadState from '@/components/LoadState';

export interface ContentDetailProps {
  loading: boolean;
  error?: Error;
  onRetry?: () => void;
  notFoundText: ReactNode;
  title?: string;
  meta?: ReactNode;
  body?: string;
  prev?: ArticleLink;
  next?: ArticleLink;
  linkOf: (id: string) => string;
}

/** The body of an article or notice with its date, previous / next and the way back. */
export default function ContentDetail({
  loading,
  error,
  onRetry,
  notFoundText,
  title,
  meta,
  body,
  prev,
  next,
  linkOf,
}: ContentDetailProps) {
  const ln = useLocalName();
  const to = usePrefixedPath();
  const back = (
    <Link to={to('/help')}>
      <FormattedMessage id="market.help.backToList" />
    </Link>
  );
  if (loading && !body)
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 10 }} />
      </Card>
    );
  if (error || body === undefined) {
    if ((error as RequestError | undefined)?.status === 404) return <Result status="404" title={notFoundText} extra={back} />;
    return <LoadState error onRetry={error ? onRetry : undefined} extra={back} />;
  }
  const neighbour = (label: string, link?: ArticleLink) => (
    <div style={{ flex: 1, minWidth: 0 }}>
      <Typography.Text type="secondary">
        <FormattedMessage id={label} />
        {': '}
      </Typography.Text>
      {link ? (
        <Link to={to(linkOf(link.id))} data-testid={label === 'market.help.prev' ? 'content-prev' : 'content-next'}>
          {ln(link.title, link.titleEn)}
        </Link>
      ) : (
        <Typography.Text type="secondary">
          <FormattedMessage id="market.help.none" />
        </Typography.Text>
      )}
    </div>
  );
  return (
    <Card>
      <article>
        <Typography.Title level={3} style={{ marginTop: 0 }} data-testid="content-title">
          {title}
        </Typography.Title>
        <Space size={12} style={{ marginBottom: 16 }}>
          {meta}
        </Space>
        <RichText html={body} />
      </article>
      <Divider style={{ margin: '16px 0 12px' }} />
      <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
        {neighbour('market.help.prev', prev)}
        {neighbour('market.help.next', next)}
        {back}
      </div>
    </Card>
  );
}
