import { Z_INDEX_BASE } from '@/constants/limits';
import { getCustomerServiceAccounts } from '@/services/chat';
import type { OrderSide } from '@/domain/trade/codes';
import { buildSwitchConversation } from '@/utils/chatProtocol';
import { CloseOutlined } from '@ant-design/icons';
import { useDispatch } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Button, Empty, Segmented, Spin } from 'antd';
import { useMemo, useState } from 'react';
import ChatFrame from './ChatFrame';
import styles from './CustomerService.less';
import { useChatState } from './useChat';
import useText from '@/hooks/useText';

const SIDE_LABEL: Record<OrderSide, string> = { purchase: 'chat.service.side.buy', sales: 'chat.service.side.sell' };

/**
 * The customer-service widget container (SPEC §2, §6): the chat frame in service mode, talking to
 * the customer-service chat id of B/chat/customer/service/im/account, on the buyer or seller side.
 */
export default function CustomerService() {
  const dispatch = useDispatch();
  const chat = useChatState();
  const { data, loading } = useRequest(getCustomerServiceAccounts);
  const sides = useMemo(() => (data ?? []).map((a) => a.side), [data]);
  const [picked, setPicked] = useState<OrderSide>();
  const side = picked && sides.includes(picked) ? picked : sides.includes(chat.side) ? chat.side : sides[0];
  const service = data?.find((a) => a.side === side);
  const mine = side ? chat.accounts[side] : undefined;
  const switchTo = useMemo(
    () =>
      service && mine ? buildSwitchConversation({ currentUserId: mine, switchUserId: service.imAccount, side: service.side }) : undefined,
    [service, mine],
  );
  const label = useText();

  return (
    <section
      className={styles.panel}
      style={{ zIndex: Z_INDEX_BASE - 1 }}
      aria-label={label('chat.service.title')}
      data-testid="customer-service"
    >
      <header className={styles.header}>
        <strong>{label('chat.service.title')}</strong>
        {sides.length > 1 && (
          <Segmented
            size="small"
            value={side}
            onChange={(v) => setPicked(v as OrderSide)}
            options={sides.map((s) => ({ value: s, label: label(SIDE_LABEL[s]) }))}
          />
        )}
        <Button
          type="text"
          size="small"
          icon={<CloseOutlined />}
          aria-label={label('chat.action.close')}
          onClick={() => dispatch({ type: 'chat/save', payload: { serviceOpen: false } })}
        />
      </header>
      <div className={styles.body}>
        {loading && <Spin className={styles.center} />}
        {!loading && !side && <Empty className={styles.center} description={label('chat.service.none')} />}
        {side && <ChatFrame key={side} side={side} mode="service" serviceSwitch={switchTo} />}
      </div>
    </section>
  );
}
