import { BADGE_MAX } from '@/constants/limits';
import type { SideConversation } from '@/types';
import { SearchOutlined } from '@ant-design/icons';
import { Badge, Empty, Input, Skeleton } from 'antd';
import Avatar from './Avatar';
import { chatTime } from './chatTime';
import styles from './frame.less';
import useText from '@/hooks/useText';

export interface ConversationListProps {
  conversations?: SideConversation[];
  total: number;
  activeId?: string;
  keyword: string;
  onKeyword: (v: string) => void;
  onSelect: (c: SideConversation) => void;
}

/** Left column: search, then conversations newest first with order no., preview and unread badge. */
export default function ConversationList({ conversations, total, activeId, keyword, onKeyword, onSelect }: ConversationListProps) {
  const label = useText();
  const preview = (c: SideConversation) => {
    const m = c.lastMessage;
    if (!m) return label('chat.frame.noMessagesYet');
    const body = m.type === 'IMAGE' ? label('chat.message.image') : m.content;
    return m.mine ? label('chat.frame.youSaid', { text: body }) : body;
  };

  return (
    <aside className={styles.sidebar}>
      <div className={styles.search}>
        <Input
          allowClear
          size="small"
          prefix={<SearchOutlined />}
          placeholder={label('chat.frame.search')}
          value={keyword}
          onChange={(e) => onKeyword(e.target.value)}
          aria-label={label('chat.frame.search')}
        />
      </div>
      <div className={styles.list} role="listbox" aria-label={label('chat.frame.conversations')} data-testid="chat-conversations">
        {!conversations && <Skeleton active avatar paragraph={{ rows: 1 }} className={styles.pad} />}
        {conversations?.length === 0 && (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={label(total === 0 ? 'chat.frame.noConversations' : 'chat.frame.noMatch')}
          />
        )}
        {conversations?.map((c) => (
          <div
            key={c.id}
            role="option"
            aria-selected={c.id === activeId}
            tabIndex={0}
            className={`${styles.item} ${c.id === activeId ? styles.itemActive : ''}`}
            onClick={() => onSelect(c)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' || e.key === ' ') {
                e.preventDefault();
                onSelect(c);
              }
            }}
            data-testid="chat-conversation"
            data-conversation={c.id}
            data-counterparty={c.counterpartyId ?? ''}
            data-order={c.orderNo ?? ''}
            data-unread={c.unreadCount}
          >
            <Badge count={c.unreadCount} overflowCount={BADGE_MAX} size="small">
              <Avatar name={c.counterpartyName} account={c.counterpartyAccount} />
            </Badge>
            <div className={styles.itemMain}>
              <div className={styles.nameRow}>
                <span className={styles.name} title={c.counterpartyName}>
                  {c.counterpartyName}
                </span>
                <span className={styles.time}>{chatTime(c.lastMessage?.sentAt ?? c.updatedAt)}</span>
              </div>
              {c.orderNo && <div className={styles.orderNo}>{label('chat.frame.order', { orderNo: c.orderNo })}</div>}
              <div className={styles.preview}>{preview(c)}</div>
            </div>
          </div>
        ))}
      </div>
    </aside>
  );
}
