import { BADGE_MAX, CHAT_DIALOG_WIDTH, CHAT_TAB_HEIGHT } from '@/constants/limits';
import { ORDER_SIDES, wireSideOf, type OrderSide } from '@/domain/trade/codes';
import { useDispatch } from '@umijs/max';
import { Badge, Modal, Space, Tabs } from 'antd';
import ChatFrame from './ChatFrame';
import SoundToggle from './SoundToggle';
import { useChatState } from './useChat';
import useText from '@/hooks/useText';

const TAB_LABEL: Record<OrderSide, string> = { purchase: 'chat.dialog.tab.buy', sales: 'chat.dialog.tab.sell' };

/**
 * The chat dialog (SPEC §2, §9): 1080 wide, 'my purchases' and 'my sales' tabs, each an embedded
 * chat frame 640px high with its own unread badge. It stays mounted once opened, so closing and
 * reopening keeps the conversations where they were.
 */
export default function ChatDialog() {
  const dispatch = useDispatch();
  const chat = useChatState();
  const label = useText();

  return (
    <Modal
      open={chat.open}
      width={CHAT_DIALOG_WIDTH}
      footer={null}
      forceRender
      centered
      title={
        <Space size={12}>
          <span>{label('chat.dialog.title')}</span>
          <SoundToggle />
        </Space>
      }
      onCancel={() => dispatch({ type: 'chat/save', payload: { open: false } })}
      styles={{ body: { padding: 0 } }}
      modalRender={(node) => <div data-testid="chat-dialog">{node}</div>}
    >
      <Tabs
        activeKey={chat.side}
        onChange={(key) => dispatch({ type: 'chat/save', payload: { side: key as OrderSide } })}
        size="small"
        tabBarStyle={{ margin: 0, paddingInline: 16 }}
        items={ORDER_SIDES.map((side) => ({
          key: side,
          label: (
            // SPEC §2: the tabs' badges are labelled buy and sell (the wire's words), and so are their test ids
            <span data-testid={`chat-tab-${wireSideOf(side)}`}>
              {label(TAB_LABEL[side])}
              <span data-testid={`chat-tab-badge-${wireSideOf(side)}`} data-count={chat.unread[side]}>
                <Badge
                  count={chat.unread[side]}
                  overflowCount={BADGE_MAX}
                  size="small"
                  style={{ marginInlineStart: 6 }}
                  title={wireSideOf(side)}
                />
              </span>
            </span>
          ),
          children: (
            <div style={{ height: CHAT_TAB_HEIGHT }}>
              <ChatFrame side={side} />
            </div>
          ),
        }))}
      />
    </Modal>
  );
}
