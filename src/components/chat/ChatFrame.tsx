import usePrefixedPath from '@/hooks/usePrefixedPath';
import { wireSideOf, type OrderSide } from '@/domain/trade/codes';
import {
  chatFrameUrl,
  configuredFrameUrl,
  createFrameListener,
  frameOrigin,
  isSessionRequest,
  sessionMessage,
  sideOfSwitch,
  type SwitchConversationMessage,
} from '@/utils/chatProtocol';
import { inHost } from '@/microapp/urls';
import { onSession } from '@/utils/sessionEvents';
import { readToken } from '@/utils/token';
import { prefixOf } from '@/utils/localePrefix';
import { openLoginDialog } from '@/utils/loginDialog';
import { playSound } from '@/utils/sound';
import { history, useDispatch, useIntl, useLocation } from '@umijs/max';
import { Button, Result, Spin } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useChatState } from './useChat';
import { palette } from '@/constants/palette';

export interface ChatFrameProps {
  side: OrderSide;
  /** 'service': the customer-service widget (one conversation, its own counts) */
  mode?: 'service';
  /** the conversation a service frame opens with (sent once, when the frame is ready) */
  serviceSwitch?: SwitchConversationMessage;
}

/** A frame that never says 'loading' (a foreign chat service) counts as ready this long after load. */
const READY_FALLBACK_MS = 3000;

/**
 * One embedded chat frame and the host's half of the protocol: initialises the chat account,
 * loads the frame, accepts its messages only from its origin and window, and sends it the
 * conversation to switch to once it is ready.
 */
export default function ChatFrame({ side, mode, serviceSwitch }: ChatFrameProps) {
  const intl = useIntl();
  const dispatch = useDispatch();
  const chat = useChatState();
  const { pathname } = useLocation();
  // read through a ref: re-subscribing on every host navigation would drop the frame's live state
  const prefixed = usePrefixedPath();
  const to = useRef(prefixed);
  to.current = prefixed;
  const frameRef = useRef<HTMLIFrameElement>(null);
  const [ready, setReady] = useState(false);
  const account = chat.accounts[side];
  const initError = chat.initError[side];
  const dialog = mode !== 'service';
  // behind a closed dialog the frame's news is the unread poll's job (it would chime twice)
  const shown = useRef(false);
  shown.current = dialog ? chat.open : chat.serviceOpen;

  useEffect(() => {
    if (!account && !initError) dispatch({ type: 'chat/ensureAccount', payload: { side } });
  }, [account, initError, side, dispatch]);

  const url = useMemo(
    () =>
      account
        ? chatFrameUrl({
            side,
            userId: account,
            localePrefix: prefixOf(pathname),
            mode,
            configured: configuredFrameUrl(),
            hosted: inHost(),
          })
        : '',
    // the locale prefix is read once: a frame is not reloaded on every navigation of the host
    [account, side, mode], // eslint-disable-line react-hooks/exhaustive-deps -- see the comment above
  );
  const origin = useMemo(() => (url ? frameOrigin(url, window.location.href) : ''), [url]);

  useEffect(() => {
    if (!origin) return undefined;
    const listener = createFrameListener(() => ({ origin, source: frameRef.current?.contentWindow ?? null }), {
      onUnreadCount: (count) => {
        if (dialog) dispatch({ type: 'chat/setUnread', payload: { side, count } });
      },
      onLoaded: () => {
        setReady(true);
        if (dialog) dispatch({ type: 'chat/setLive', payload: { side, live: true } });
      },
      onLogin: () => {
        dispatch({ type: 'chat/save', payload: { open: false, serviceOpen: false } });
        openLoginDialog();
      },
      onGotoDetail: (orderNo) => {
        dispatch({ type: 'chat/save', payload: { open: false, serviceOpen: false } });
        history.push(`${to.current('/order/detail')}?${new URLSearchParams({ type: side, orderNo }).toString()}`);
      },
      onNewMessage: (sound) => {
        if (!shown.current) return;
        dispatch({ type: 'chat/newMessage' });
        if (sound) playSound('new-message');
      },
    });
    window.addEventListener('message', listener);
    return () => {
      window.removeEventListener('message', listener);
      if (dialog) dispatch({ type: 'chat/setLive', payload: { side, live: false } });
    };
  }, [origin, side, dialog, dispatch]);

  // a switch waiting for this frame goes once the frame takes messages
  const pending = dialog ? (chat.pending && sideOfSwitch(chat.pending) === side ? chat.pending : undefined) : serviceSwitch;
  const sent = useRef<SwitchConversationMessage>();
  useEffect(() => {
    const target = frameRef.current?.contentWindow;
    if (!ready || !pending || !target || !origin || sent.current === pending) return;
    sent.current = pending;
    target.postMessage(pending, origin);
    if (dialog) dispatch({ type: 'chat/save', payload: { pending: undefined } });
  }, [ready, pending, origin, dialog, dispatch]);

  // inside a host portal the built-in frame (on the console's origin) gets the console's session
  // by message, on load and after each refresh or new sign-in
  const hostedFrame = !!url && inHost() && !configuredFrameUrl();
  const sendSession = useCallback(() => {
    const token = readToken();
    const target = frameRef.current?.contentWindow;
    if (hostedFrame && token && target && origin) target.postMessage(sessionMessage(token), origin);
  }, [hostedFrame, origin]);
  useEffect(() => {
    if (!hostedFrame) return undefined;
    const off = onSession((e) => {
      if (e === 'refreshed' || e === 'signedIn') sendSession();
    });
    const onRequest = (event: MessageEvent) => {
      if (isSessionRequest(event, { origin, source: frameRef.current?.contentWindow ?? null })) sendSession();
    };
    window.addEventListener('message', onRequest);
    return () => {
      off();
      window.removeEventListener('message', onRequest);
    };
  }, [hostedFrame, sendSession, origin]);

  const onLoad = () => {
    sendSession();
    window.setTimeout(() => setReady(true), READY_FALLBACK_MS);
  };

  if (initError) {
    return (
      <div data-testid={`chat-frame-error-${wireSideOf(side)}`}>
        <Result
          status="warning"
          title={intl.formatMessage({ id: 'chat.frame.initFailedTitle' })}
          subTitle={initError}
          extra={
            <Button onClick={() => dispatch({ type: 'chat/save', payload: { initError: { ...chat.initError, [side]: undefined } } })}>
              {intl.formatMessage({ id: 'chat.action.retry' })}
            </Button>
          }
        />
      </div>
    );
  }

  return (
    <div style={{ position: 'relative', height: '100%' }}>
      {!ready && (
        <div style={OVERLAY} data-testid="chat-frame-loading">
          <Spin />
          <span>{intl.formatMessage({ id: 'chat.frame.loading' })}</span>
        </div>
      )}
      {url && (
        <iframe
          ref={frameRef}
          src={url}
          title={intl.formatMessage({
            id: mode === 'service' ? 'chat.service.title' : side === 'purchase' ? 'chat.dialog.tab.buy' : 'chat.dialog.tab.sell',
          })}
          onLoad={onLoad}
          style={{ display: 'block', width: '100%', height: '100%', border: 0 }}
          data-testid={`chat-frame-${mode ?? wireSideOf(side)}`}
          data-ready={ready ? '1' : '0'}
        />
      )}
    </div>
  );
}

const OVERLAY: React.CSSProperties = {
  position: 'absolute',
  inset: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 8,
  color: palette.textTertiary,
  background: '#fff',
  zIndex: 1,
};
