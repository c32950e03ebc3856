import { onOpenChat } from '@/utils/chatBus';
import { useDispatch } from '@umijs/max';
import { lazy, Suspense, useEffect } from 'react';
import ChatLauncher from './ChatLauncher';
import { launcherCount, preferredSide } from './unread';
import { useChatState } from './useChat';
import usePolling from './usePolling';

// The dialog and the service panel load on first use.
const ChatDialog = lazy(() => import('./ChatDialog'));
const CustomerService = lazy(() => import('./CustomerService'));

export const CHAT_UNREAD_POLL_MS = 5000;

/** Launcher, unread polling and the chat panels of a signed-in user. */
export default function SignedIn() {
  const dispatch = useDispatch();
  const chat = useChatState();
  usePolling(() => dispatch({ type: 'chat/fetch' }), CHAT_UNREAD_POLL_MS);
  useEffect(() => onOpenChat((payload) => dispatch({ type: 'chat/openChat', payload })), [dispatch]);

  return (
    <>
      <ChatLauncher
        count={launcherCount(chat.unread, chat.accounts)}
        pulse={chat.pulse}
        chatOpen={chat.open}
        serviceOpen={chat.serviceOpen}
        onChat={() =>
          dispatch({
            type: 'chat/save',
            payload: chat.open
              ? { open: false }
              : { open: true, mounted: true, serviceOpen: false, side: preferredSide(chat.side, chat.unread, chat.accounts) },
          })
        }
        onService={() => dispatch({ type: 'chat/save', payload: { serviceOpen: !chat.serviceOpen, open: false } })}
      />
      <Suspense fallback={null}>
        {chat.mounted && <ChatDialog />}
        {chat.serviceOpen && <CustomerService />}
      </Suspense>
    </>
  );
}
