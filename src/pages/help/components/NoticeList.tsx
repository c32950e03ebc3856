import { NOTICE_LEVEL_COLOR, paths } from '@/constants/market';
import { useUserState } from '@/hooks/useCurrentUser';
import usePrefixedPath from '@/hooks/usePrefixedPath';
import { confirmNotices, queryNotices } from '@/services/content';
import { formatDateTime } from '@/utils/format';
import { toast } from '@/utils/toast';
import { FormattedMessage, Link, useIntl } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Badge, Button, List, Tag, Typography } from 'antd';
import { useLocalName } from '@/hooks/useText';
import LoadState from '@/components/LoadState';

const PAGE_SIZE = 10;

/** Platform notices, newest first; a signed-in reader sees unread ones and can confirm them in one batch. */
export default function NoticeList({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const intl = useIntl();
  const ln = useLocalName();
  const to = usePrefixedPath();
  const { currentUser } = useUserState();
  const { data, loading, error, refresh, mutate } = useRequest(() => queryNotices({ current: page, size: PAGE_SIZE }), {
    refreshDeps: [page, currentUser?.id],
  });
  const unread = data?.records.filter((n) => n.read === false) ?? [];
  const confirm = useRequest(confirmNotices, {
    manual: true,
    onSuccess: (res) => {
      mutate(
        (d) =>
          d && {
            ...d,
            unread: Math.max(0, (d.unread ?? 0) - res.confirmed),
            records: d.records.map((n) => ({ ...n, read: n.read === undefined ? undefined : true })),
          },
      );
      toast.success(intl.formatMessage({ id: 'market.help.markedRead' }, { count: res.confirmed }));
    },
  });
  return (
    <LoadState
      loading={loading && !data}
      error={error}
      onRetry={refresh}
      empty={data?.total === 0}
      emptyText={<FormattedMessage id="market.help.noNotices" />}
    >
      {currentUser && (
        <div style={{ display: 'flex', justifyContent: 'flex-end', marginBottom: 4 }}>
          <Button
            size="small"
            disabled={unread.length === 0}
            loading={confirm.loading}
            onClick={() => confirm.run(unread.map((n) => n.id))}
            data-testid="notices-mark-read"
          >
            <FormattedMessage id="market.help.markAllRead" />
          </Button>
        </div>
      )}
      <List
        data-testid="notice-list"
        size="small"
        loading={loading}
        dataSource={data?.records}
        pagination={
          data && data.total > PAGE_SIZE
            ? { current: page, pageSize: PAGE_SIZE, total: data.total, size: 'small', onChange: onPage }
            : false
        }
        renderItem={(n) => (
          <List.Item key={n.id} extra={<Typography.Text type="secondary">{formatDateTime(n.releaseAt)}</Typography.Text>}>
            <span style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
              <Tag color={NOTICE_LEVEL_COLOR[n.level]} bordered={false} style={{ marginInlineEnd: 0 }}>
                <FormattedMessage id={`market.help.notice.level.${n.level}`} />
              </Tag>
              {n.read === false && <Badge status="processing" text={<FormattedMessage id="market.help.unread" />} />}
              <Link to={to(paths.notice(n.id))} style={{ fontWeight: n.read === false ? 600 : undefined }}>
                {ln(n.title, n.titleEn)}
              </Link>
            </span>
          </List.Item>
        )}
      />
    </LoadState>
  );
}
