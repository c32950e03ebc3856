import usePrefixedPath from '@/hooks/usePrefixedPath';
import { getHistoryMessages, getHistoryOrder } from '@/services/history';
import { formatDate, formatDateTime } from '@/utils/format';
import { RequestError } from '@/utils/request';
import { Link, useParams } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Alert, Button, Card, Empty, List, Result, Skeleton, Typography } from 'antd';
import OrderDetailView from './components/OrderDetailView';
import useText from '@/hooks/useText';
import LoadState from '@/components/LoadState';

/** /order/detail/history/{datasource}/{id}: an archived order, read-only, with its archived chat. */
export default function OrderHistoryDetailPage() {
  const t = useText();
  const to = usePrefixedPath();
  const { datasource = '', id = '' } = useParams<{ datasource: string; id: string }>();
  const { data, error, loading, refresh } = useRequest(() => getHistoryOrder(datasource, id), { refreshDeps: [datasource, id] });
  const messages = useRequest(() => getHistoryMessages(datasource, id), { refreshDeps: [datasource, id] });
  const back = (
    <Link to={to('/order/purchased/history')}>
      <Button>{t('trade.detail.back')}</Button>
    </Link>
  );
  if (error instanceof RequestError && error.status === 404) return <Result status="404" title={t('trade.detail.notFound')} extra={back} />;
  if (error && !data) return <LoadState error onRetry={refresh} />;
  if (loading && !data) return <Skeleton active paragraph={{ rows: 12 }} />;
  if (!data) return null;
  return (
    <>
      <OrderDetailView
        order={data}
        notice={
          <Alert
            style={{ marginTop: 12 }}
            type="info"
            showIcon
            message={t('trade.detail.archived', { datasource: data.datasource, date: formatDate(data.archivedAt) })}
          />
        }
      />
      <Card size="small" title={t('trade.detail.messages')} style={{ marginTop: 12 }}>
        {messages.data?.length ? (
          <List
            size="small"
            dataSource={messages.data}
            renderItem={(m) => (
              <List.Item>
                <Typography.Text
                  type="secondary"
                  style={{ width: 200 }}
                >{`${formatDateTime(m.sentAt)} · ${t(`trade.log.actor.${m.from}`)}`}</Typography.Text>
                <span style={{ flex: 1 }}>{m.content}</span>
              </List.Item>
            )}
          />
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('trade.detail.noMessages')} />
        )}
      </Card>
    </>
  );
}
