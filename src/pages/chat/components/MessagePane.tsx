import type { OrderSide } from '@/domain/trade/codes';
import type { SideConversation } from '@/types';
import { ExportOutlined, MessageOutlined } from '@ant-design/icons';
import { useIntl } from '@umijs/max';
import { Button, Empty, Tag } from 'antd';
import Avatar from './Avatar';
import Composer from './Composer';
import styles from './frame.less';
import MessageList from './MessageList';
import useMessages from './useMessages';
import useText from '@/hooks/useText';

export interface MessagePaneProps {
  side: OrderSide;
  conversation?: SideConversation;
  onError: (e: unknown) => void;
  /** the read mark or the last message changed: refresh the list */
  onChanged: () => void;
  onGotoDetail: (orderNo: string) => void;
  /** a message of the other side arrived in this conversation */
  onIncoming?: () => void;
}

const SERVICE_NAME: Record<OrderSide, string> = { purchase: 'chat.service.name.buy', sales: 'chat.service.name.sell' };

/** Right side: who and which order, the messages, the composer. */
export default function MessagePane({ side, conversation, onError, onChanged, onGotoDetail, onIncoming }: MessagePaneProps) {
  const intl = useIntl();
  const messages = useMessages(side, conversation, onError, onChanged, onIncoming);
  const label = useText();

  if (!conversation) {
    return (
      <section className={styles.pane}>
        <Empty className={styles.center} image={<MessageOutlined className={styles.bigIcon} />} description={label('chat.frame.pick')} />
      </section>
    );
  }
  const service = conversation.kind === 'SERVICE';
  const name = service ? label(SERVICE_NAME[side]) : conversation.counterpartyName;
  return (
    <section className={styles.pane} data-testid="chat-pane" data-conversation={conversation.id}>
      <header className={styles.paneHeader}>
        <Avatar name={name} account={conversation.counterpartyAccount} service={service} size={28} />
        <strong className={styles.name}>{name}</strong>
        {conversation.orderNo && (
          <>
            <Tag bordered={false} color="blue">
              {intl.formatMessage({ id: 'chat.frame.order' }, { orderNo: conversation.orderNo })}
            </Tag>
            <Button
              size="small"
              type="link"
              icon={<ExportOutlined />}
              onClick={() => onGotoDetail(conversation.orderNo as string)}
              data-testid="chat-goto-detail"
            >
              {label('chat.frame.orderDetail')}
            </Button>
          </>
        )}
      </header>
      <MessageList
        records={messages.records}
        hasMore={messages.hasMore}
        loading={messages.loading}
        loadingEarlier={messages.loadingEarlier}
        onLoadEarlier={messages.loadEarlier}
      />
      <Composer key={conversation.id} conversationId={conversation.id} onSend={messages.send} />
    </section>
  );
}
