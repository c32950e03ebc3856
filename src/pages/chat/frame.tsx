import { openConversation, openServiceConversation } from '@/services/chat';
import { orderSideOf, wireSideOf, type OrderSide } from '@/domain/trade/codes';
import type { SideConversation } from '@/types';
import { acceptSessionMessage, HOSTED_FRAME_PARAM, SESSION_REQUEST, type SwitchConversationMessage } from '@/utils/chatProtocol';
import { RequestError } from '@/utils/request';
import { isMuted } from '@/utils/sound';
import { toast } from '@/utils/toast';
import { keepTokenInMemory, readToken } from '@/utils/token';
import { history, useLocation } from '@umijs/max';
import { Alert, Result, Spin } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import ConversationList from './components/ConversationList';
import styles from './components/frame.less';
import { embedded, onSwitchConversation, postToHost, trustHost } from './components/hostBridge';
import MessagePane from './components/MessagePane';
import useConversations from './components/useConversations';
import useText from '@/hooks/useText';

type Fatal = 'login' | 'account';

/**
 * The built-in chat frame (empty layout), embedded by the console's chat dialog and
 * customer-service widget, backed by the built-in chat service. Query: side (buy | sell), userId
 * (the chat account), mode=service for the single customer-service conversation. CHAT_FRAME_URL
 * replaces it with a real chat service speaking the same protocol.
 */
export default function ChatFramePage() {
  const { search } = useLocation();
  const hosted = embedded() && new URLSearchParams(search).get(HOSTED_FRAME_PARAM) === 'host';
  const [session, setSession] = useState(!hosted);

  // embedded by a console inside a host portal: its session comes in a message (and again after each refresh)
  useEffect(() => {
    if (!hosted) return undefined;
    let trusted: string | undefined;
    const listener = (event: MessageEvent) => {
      const got = acceptSessionMessage(event, window.parent);
      if (!got || (trusted && got.origin !== trusted)) return;
      trusted = got.origin;
      trustHost(got.origin);
      keepTokenInMemory(got.token);
      setSession(true);
    };
    window.addEventListener('message', listener);
    // it carries nothing: any parent may hear it, only the one that answers with a session is trusted
    window.parent.postMessage(SESSION_REQUEST, '*');
    return () => window.removeEventListener('message', listener);
  }, [hosted]);

  if (!session) {
    return (
      <div className={styles.frame} data-testid="chat-frame-page" data-waiting="session">
        <div className={styles.fatal}>
          <Spin />
        </div>
      </div>
    );
  }
  return <ChatFrameContent />;
}

function ChatFrameContent() {
  const { search, pathname } = useLocation();
  const query = useMemo(() => new URLSearchParams(search), [search]);
  const side: OrderSide = orderSideOf(query.get('side') === 'sell' ? 'sell' : 'buy');
  const service = query.get('mode') === 'service';
  const account = query.get('userId') ?? undefined;
  const [fatal, setFatal] = useState<Fatal | undefined>(() => (readToken() ? undefined : 'login'));
  const [offline, setOffline] = useState(false);
  const [active, setActive] = useState<SideConversation>();
  const label = useText();

  const onError = useCallback(
    (e: unknown) => {
      const status = e instanceof RequestError ? e.status : 0;
      if (status === 401) {
        setFatal('login');
        postToHost({ action: 'login' }, account);
      } else if (status === 409) setFatal('account');
      else setOffline(true);
    },
    [account],
  );

  // the full frame lists conversations; the service frame only has the one it is switched to
  const online = useCallback(() => setOffline(false), []);
  const conversations = useConversations(side, account, !service && !fatal, onError, online);
  const { refresh } = conversations;
  const onChanged = useCallback(() => {
    online();
    if (!service) refresh();
  }, [online, refresh, service]);

  const switchTo = useCallback(
    async (m: Pick<SwitchConversationMessage, 'switchUserId' | 'orderNo'>) => {
      try {
        const conv = await openConversation({ side, switchUserId: m.switchUserId, orderNo: m.orderNo });
        setActive(conv);
        refresh();
      } catch (e) {
        if (e instanceof RequestError && e.status !== 401 && e.status !== 409) toast.error(e.message);
        else onError(e);
      }
    },
    [side, refresh, onError],
  );

  // the protocol: take switchConversation, then tell the host the frame is ready (loading)
  useEffect(() => {
    if (fatal) {
      if (fatal === 'login') postToHost({ action: 'login' }, account);
      return undefined;
    }
    const off = onSwitchConversation(side, (m) => switchTo(m));
    postToHost({ action: 'loading' }, account);
    if (service && !embedded()) openServiceConversation(side).then(setActive, onError);
    return off;
  }, [fatal, side, service, account, switchTo, onError]);

  const gotoDetail = (orderNo: string) => {
    if (embedded()) postToHost({ action: 'gotoDetail', orderNo }, account);
    else history.push(`${pathname.replace(/\/chat\/frame\/?$/, '/order/detail')}?${new URLSearchParams({ type: side, orderNo })}`);
  };

  // the open conversation follows the list (unread count, last message)
  const current = active && (conversations.list?.find((c) => c.id === active.id) ?? active);

  if (fatal) {
    return (
      <div className={styles.frame} data-testid="chat-frame-page" data-side={wireSideOf(side)}>
        <div className={styles.fatal}>
          <Result
            status={fatal === 'login' ? '403' : 'warning'}
            title={label(fatal === 'login' ? 'chat.frame.signInTitle' : 'chat.frame.noAccountTitle')}
            subTitle={label(fatal === 'login' ? 'chat.frame.signInBody' : 'chat.frame.noAccountBody')}
          />
        </div>
      </div>
    );
  }

  return (
    <div className={styles.frame} data-testid="chat-frame-page" data-side={wireSideOf(side)} data-mode={service ? 'service' : 'full'}>
      {offline && <Alert className={styles.banner} type="warning" banner showIcon message={label('chat.frame.offline')} />}
      <div className={styles.body}>
        {!service && (
          <ConversationList
            conversations={conversations.visible}
            total={conversations.list?.length ?? 0}
            activeId={current?.id}
            keyword={conversations.keyword}
            onKeyword={conversations.setKeyword}
            onSelect={setActive}
          />
        )}
        <MessagePane
          side={side}
          conversation={current}
          onError={onError}
          onChanged={onChanged}
          onGotoDetail={gotoDetail}
          // the full frame hears news through its list; the service frame has only this pane
          onIncoming={service ? () => postToHost({ action: 'newMessage', closeAudio: isMuted() }, account) : undefined}
        />
      </div>
    </div>
  );
}
