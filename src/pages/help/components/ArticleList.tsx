import { paths } from '@/constants/market';
import usePrefixedPath from '@/hooks/usePrefixedPath';
import { queryArticles } from '@/services/content';
import { formatDate } from '@/utils/format';
import { FormattedMessage, Link } from '@umijs/max';
import { useRequest } from 'ahooks';
import { List, Tag, Typography } from 'antd';
import { useLocalName } from '@/hooks/useText';
import LoadState from '@/components/LoadState';

export interface ArticleListProps {
  categoryId: string;
  keyword?: string;
  page: number;
  onPage: (page: number) => void;
}

const PAGE_SIZE = 10;

/** Articles of a category (and its sub-categories), pinned first, newest next. */
export default function ArticleList({ categoryId, keyword, page, onPage }: ArticleListProps) {
  const ln = useLocalName();
  const to = usePrefixedPath();
  const { data, loading, error, refresh } = useRequest(() => queryArticles(categoryId, { current: page, size: PAGE_SIZE, keyword }), {
    refreshDeps: [categoryId, keyword, page],
  });
  return (
    <LoadState
      loading={loading && !data}
      error={error}
      onRetry={refresh}
      empty={data?.total === 0}
      emptyText={<FormattedMessage id="market.help.noArticles" />}
    >
      <List
        data-testid="article-list"
        loading={loading}
        itemLayout="vertical"
        size="small"
        dataSource={data?.records}
        pagination={
          data && data.total > PAGE_SIZE
            ? { current: page, pageSize: PAGE_SIZE, total: data.total, size: 'small', onChange: onPage, showSizeChanger: false }
            : false
        }
        renderItem={(a) => (
          <List.Item key={a.id} extra={<Typography.Text type="secondary">{formatDate(a.releaseAt)}</Typography.Text>}>
            <List.Item.Meta
              title={
                <span>
                  {a.pinned && (
                    <Tag color="red" bordered={false}>
                      <FormattedMessage id="market.help.pinned" />
                    </Tag>
                  )}
                  <Link to={to(paths.article(a.id))}>{ln(a.title, a.titleEn)}</Link>
                </span>
              }
              description={ln(a.summary, a.summaryEn)}
              style={{ marginBlockEnd: 0 }}
            />
          </List.Item>
        )}
      />
    </LoadState>
  );
}
