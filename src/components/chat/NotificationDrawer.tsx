import usePrefixedPath from '@/hooks/usePrefixedPath';
import { useAccess } from '@/hooks/useCurrentUser';
import { statementRunUrl } from '@/services/statements';
import { downloadFile } from '@/utils/download';
import { toast } from '@/utils/toast';
import { markNotificationsRead, queryNotifications } from '@/services/notification';
import { orderSideOf } from '@/domain/trade/codes';
import type { NotificationMessage } from '@/types';
import { formatDateTime } from '@/utils/format';
import { BellOutlined, CheckOutlined } from '@ant-design/icons';
import { history } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Badge, Button, Drawer, Empty, List, Segmented, Space, Typography } from 'antd';
import { useState } from 'react';
import styles from './NotificationDrawer.less';
import { getNotificationState, setNotificationState } from './notificationStore';
import { NOTIFICATION_COLOR, NOTIFICATION_ICON, notificationBody, notificationTitle } from './notificationText';
import RemoteIcon from './RemoteIcon';
import SoundToggle from './SoundToggle';
import useText from '@/hooks/useText';

const PAGE_SIZE = 10;
type Filter = 'unread' | 'all';

/** The notification centre: unread or all, newest first, mark one or all read, jump to the order. */
export default function NotificationDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const to = usePrefixedPath();
  const [filter, setFilter] = useState<Filter>(() => (getNotificationState().unread > 0 ? 'unread' : 'all'));
  const [current, setCurrent] = useState(1);
  const translate = useText();
  const { data, loading, refresh } = useRequest(
    () => queryNotifications({ current, size: PAGE_SIZE, read: filter === 'unread' ? false : undefined }),
    { refreshDeps: [current, filter, open], ready: open },
  );
  const { run: markRead, loading: marking } = useRequest(markNotificationsRead, {
    manual: true,
    onSuccess: (res) => {
      setNotificationState({ unread: res.unread });
      refresh();
    },
  });

  const access = useAccess();
  const mayStatements = access.isMain || access.subAuthorities.includes('FUND_BALANCES');
  /** A ready statement downloads from here (kept 30 days; the server refuses an expired one). */
  const downloadStatement = async (n: NotificationMessage) => {
    if (!n.read) markRead({ ids: [n.id] });
    try {
      const name = await downloadFile(statementRunUrl(n.params.runId), { fallbackName: n.params.name ?? 'statement.xlsx' });
      toast.success(translate('common.download.saved', { name }));
    } catch {
      // downloadFile rejects only after the pipeline or downloadFile itself showed the failure
    }
  };

  const openOrder = (n: NotificationMessage) => {
    if (!n.read) markRead({ ids: [n.id] });
    if (!n.orderNo) return;
    const type = orderSideOf(n.side ?? 'sell'); // the notification's wire side names the order list
    onClose();
    history.push(`${to('/order/detail')}?${new URLSearchParams({ type, orderNo: n.orderNo }).toString()}`);
  };
  // a price offer opens its commodity's offers; a low-stock warning the commodities that need attention
  const commodityLink = (n: NotificationMessage): string | undefined =>
    n.type === 'BARGAIN_OFFER' && n.params.commodityId
      ? to(`/commodity/bargaining/${encodeURIComponent(n.params.commodityId)}`)
      : n.type === 'ORDER_STOCK' && n.params.commodityId
        ? `${to('/commodity')}?attention=1`
        : undefined;
  const openCommodity = (n: NotificationMessage, path: string) => {
    if (!n.read) markRead({ ids: [n.id] });
    onClose();
    history.push(path);
  };

  return (
    <Drawer
      open={open}
      onClose={onClose}
      width={440}
      title={translate('chat.notification.title')}
      extra={
        <Space size={4}>
          <SoundToggle />
          <Button
            size="small"
            icon={<CheckOutlined />}
            loading={marking}
            onClick={() => markRead({ all: true })}
            data-testid="notification-read-all"
          >
            {translate('chat.notification.markAllRead')}
          </Button>
        </Space>
      }
      styles={{ body: { padding: 0 } }}
      data-testid="notification-drawer"
    >
      <div className={styles.filter}>
        <Segmented<Filter>
          size="small"
          value={filter}
          onChange={(v) => {
            setFilter(v);
            setCurrent(1);
          }}
          options={[
            { value: 'unread', label: translate('chat.notification.filter.unread') },
            { value: 'all', label: translate('chat.notification.filter.all') },
          ]}
        />
      </div>
      <List<NotificationMessage>
        loading={loading}
        dataSource={data?.records ?? []}
        locale={{
          emptyText: (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={translate(filter === 'unread' ? 'chat.notification.noneUnread' : 'chat.notification.none')}
            />
          ),
        }}
        pagination={
          (data?.total ?? 0) > PAGE_SIZE
            ? {
                current,
                pageSize: PAGE_SIZE,
                total: data?.total,
                size: 'small',
                showSizeChanger: false,
                onChange: setCurrent,
                align: 'center',
              }
            : false
        }
        renderItem={(n) => (
          <List.Item className={`${styles.item} ${n.read ? '' : styles.unread}`} data-testid="notification-item" data-type={n.type}>
            <List.Item.Meta
              avatar={
                <span className={styles.icon} style={{ color: NOTIFICATION_COLOR[n.type], background: `${NOTIFICATION_COLOR[n.type]}14` }}>
                  <RemoteIcon name={NOTIFICATION_ICON[n.type]} fallback={<BellOutlined />} />
                </span>
              }
              title={
                <Space size={6}>
                  {!n.read && <Badge status="processing" />}
                  <span>{notificationTitle(translate, n)}</span>
                  <Typography.Text type="secondary" className={styles.time}>
                    {formatDateTime(n.createdAt)}
                  </Typography.Text>
                </Space>
              }
              description={
                <>
                  <div className={styles.body}>{notificationBody(translate, n)}</div>
                  <Space size={12} className={styles.links}>
                    {n.orderNo && (
                      <Button size="small" type="link" className={styles.link} onClick={() => openOrder(n)}>
                        {translate('chat.notification.viewOrder')}
                      </Button>
                    )}
                    {n.type === 'STATEMENT_READY' && n.params.runId && mayStatements && (
                      <Button
                        size="small"
                        type="link"
                        className={styles.link}
                        onClick={() => downloadStatement(n)}
                        data-testid="notification-download"
                      >
                        {translate('chat.notification.download')}
                      </Button>
                    )}
                    {commodityLink(n) && (
                      <Button
                        size="small"
                        type="link"
                        className={styles.link}
                        onClick={() => openCommodity(n, commodityLink(n)!)}
                        data-testid="notification-open-commodity"
                      >
                        {translate(n.type === 'BARGAIN_OFFER' ? 'chat.notification.viewOffer' : 'chat.notification.viewStock')}
                      </Button>
                    )}
                    {!n.read && (
                      <Button size="small" type="link" className={styles.link} onClick={() => markRead({ ids: [n.id] })}>
                        {translate('chat.notification.markRead')}
                      </Button>
                    )}
                  </Space>
                </>
              }
            />
          </List.Item>
        )}
      />
    </Drawer>
  );
}
