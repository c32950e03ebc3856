import { moneyText } from '@/components/MoneyText';
import useSubmit from '@/hooks/useSubmit';
import useText, { useEnglish } from '@/hooks/useText';
import { sendOrderChatMessage } from '@/services/chat';
import { getOrderCard, getOrderCardUnread } from '@/services/order';
import type { OrderSide } from '@/types';
import { openChat } from '@/utils/chatBus';
import { formatDateTime } from '@/utils/format';
import { MessageOutlined, SendOutlined } from '@ant-design/icons';
import { useRequest } from 'ahooks';
import { Badge, Button, Card, Form, Input, List, Skeleton, Space, Typography } from 'antd';
import { useState } from 'react';
import OrderStatusTag from './OrderStatusTag';

const MAX_MESSAGE = 500;

interface Sent {
  id: string;
  content: string;
  sentAt: string;
}

/**
 * The order's conversation on its detail page: the order card the chat shows (me/card), the
 * caller's unread messages on it (me/card/chat/unread), opening the chat, and a message into the
 * order's group chat (ordergroup/sendChatMsg) with what was sent from here listed.
 */
export default function OrderChatCard({ orderNo, side }: { orderNo: string; side: OrderSide }) {
  const t = useText();
  const english = useEnglish();
  const [form] = Form.useForm<{ content: string }>();
  const [sent, setSent] = useState<Sent[]>([]);
  const card = useRequest(() => getOrderCard(orderNo, side), { refreshDeps: [orderNo, side] });
  const unread = useRequest(() => getOrderCardUnread(orderNo, side), { refreshDeps: [orderNo, side] });
  const c = card.data;
  const { busy, onFinish } = useSubmit(form, async ({ content }: { content: string }) => {
    if (!c) return;
    const text = content.trim();
    const msg = await sendOrderChatMessage({ orderNo, side, counterpartyId: c.counterparty.id, content: text });
    setSent((prev) => [{ id: msg.id, content: text, sentAt: msg.sentAt }, ...prev]);
    form.resetFields();
  });
  if (card.loading && !c) return <Skeleton active paragraph={{ rows: 2 }} />;
  // the pipeline showed a failed load; the rest of the page stands without the card
  if (!c) return null;
  const open = () => {
    openChat({ side, orderNo, counterpartyId: c.counterparty.id });
    // reading happens in the chat: the count shown here follows on the next look
    setTimeout(unread.refresh, 3000);
  };
  return (
    <Card
      size="small"
      data-testid="order-chat-card"
      title={
        <Space size={8}>
          <MessageOutlined />
          {t('trade.chatCard.title', { name: c.counterparty.name })}
          <span data-testid="order-chat-unread-count" data-count={unread.data?.unread ?? 0}>
            <Badge count={unread.data?.unread ?? 0} title={t('trade.list.unreadTip', { count: unread.data?.unread ?? 0 })} />
          </span>
        </Space>
      }
      extra={
        <Button size="small" icon={<MessageOutlined />} onClick={open}>
          {t('trade.chatCard.open')}
        </Button>
      }
    >
      <Space size={12} wrap style={{ marginBottom: 8 }}>
        <Typography.Text strong>{c.title}</Typography.Text>
        <Typography.Text type="secondary">{english ? c.gameNameEn : c.gameName}</Typography.Text>
        <span>{t('trade.chatCard.quantity', { count: c.quantity })}</span>
        <strong>{moneyText(c.amount)}</strong>
        <OrderStatusTag status={c.status} />
      </Space>
      <Form form={form} layout="inline" onFinish={onFinish} style={{ width: '100%' }}>
        <Form.Item
          name="content"
          style={{ flex: 1 }}
          rules={[
            { required: true, whitespace: true, message: t('trade.chatCard.required') },
            { max: MAX_MESSAGE, message: t('trade.chatCard.max', { max: MAX_MESSAGE }) },
          ]}
        >
          <Input placeholder={t('trade.chatCard.placeholder')} maxLength={MAX_MESSAGE} data-testid="order-chat-input" />
        </Form.Item>
        <Button type="primary" htmlType="submit" icon={<SendOutlined />} loading={busy} data-testid="order-chat-send">
          {t('trade.chatCard.send')}
        </Button>
      </Form>
      {sent.length ? (
        <List
          size="small"
          style={{ marginTop: 8 }}
          dataSource={sent}
          renderItem={(m) => (
            <List.Item data-testid="order-chat-sent">
              <Typography.Text type="secondary" style={{ marginInlineEnd: 8 }}>
                {t('trade.chatCard.sentAt', { at: formatDateTime(m.sentAt) })}
              </Typography.Text>
              {m.content}
            </List.Item>
          )}
        />
      ) : null}
    </Card>
  );
}
