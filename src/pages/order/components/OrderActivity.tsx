import usePrefixedPath from '@/hooks/usePrefixedPath';
import useText from '@/hooks/useText';
import { getOrderChatUnreadTotal, queryOrderNotices } from '@/services/order';
import type { OrderSide } from '@/types';
import { openChat } from '@/utils/chatBus';
import { formatDateTime } from '@/utils/format';
import { MessageOutlined } from '@ant-design/icons';
import { Link } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Badge, Card, Empty, List, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import OrderStatusTag from './OrderStatusTag';

const SHOWN = 3;

/**
 * The order summary next to the statistics: unread chat messages over all orders per side
 * (order/chat/unread/total) and what others did on the caller's orders lately (me/notices).
 */
export default function OrderActivity({ side, refreshKey }: { side: OrderSide; refreshKey?: unknown }) {
  const t = useText();
  const to = usePrefixedPath();
  const [all, setAll] = useState(false);
  const unread = useRequest(getOrderChatUnreadTotal, { refreshDeps: [refreshKey] });
  const notices = useRequest(queryOrderNotices, { refreshDeps: [refreshKey] });
  const rows = notices.data ?? [];
  const shown = all ? rows : rows.slice(0, SHOWN);
  const counts = unread.data;
  return (
    <Card
      size="small"
      data-testid="order-activity"
      title={t('trade.activity.title')}
      styles={{ body: { padding: '4px 16px' } }}
      extra={
        counts ? (
          <Space size={12} data-testid="order-chat-unread">
            <MessageOutlined />
            {(['purchase', 'sales'] as const).map((s) => (
              <span key={s} style={{ fontWeight: s === side ? 600 : undefined }}>
                {t(`trade.activity.unread.${s}`)} <Badge count={counts[s]} showZero color={counts[s] ? undefined : '#bfbfbf'} />
              </span>
            ))}
          </Space>
        ) : null
      }
    >
      <List
        size="small"
        loading={notices.loading && !notices.data}
        dataSource={shown}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('trade.activity.empty')} /> }}
        renderItem={(n) => (
          <List.Item
            data-testid="order-notice"
            actions={[
              <Typography.Link
                key="chat"
                onClick={() => openChat({ side: n.side, orderNo: n.orderNo, counterpartyId: n.counterpartyId ?? '' })}
                disabled={!n.counterpartyId}
              >
                {t('trade.action.CHAT')}
              </Typography.Link>,
            ]}
          >
            <Space size={8} wrap>
              <Typography.Text type="secondary">{formatDateTime(n.at)}</Typography.Text>
              <Tag>{t(`trade.activity.side.${n.side}`)}</Tag>
              <Link to={to(`/order/detail?type=${n.side}&orderNo=${n.orderNo}`)} style={{ fontFamily: 'monospace', fontSize: 12 }}>
                {n.orderNo}
              </Link>
              <span>{t(`trade.log.event.${n.event}`, undefined, n.event)}</span>
              <OrderStatusTag status={n.status} />
            </Space>
          </List.Item>
        )}
      />
      {rows.length > SHOWN ? (
        <Typography.Link onClick={() => setAll((v) => !v)} style={{ display: 'inline-block', padding: '4px 0' }}>
          {all ? t('trade.activity.less') : t('trade.activity.more', { count: rows.length - SHOWN })}
        </Typography.Link>
      ) : null}
    </Card>
  );
}
