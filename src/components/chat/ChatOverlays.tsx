import { useUserState } from '@/hooks/useCurrentUser';
import { useDispatch } from '@umijs/max';
import { lazy, Suspense, useEffect } from 'react';
import { useChatState } from './useChat';

// launcher, polling and panels load only for signed-in users: visitors' first load stays small
const ChatSignedIn = lazy(() => import('./ChatSignedIn'));

/** The chat launcher with its dialog and customer service, for signed-in users. */
export default function ChatOverlays() {
  const { currentUser } = useUserState();
  const dispatch = useDispatch();
  const owner = useChatState().userId;
  const userId = currentUser?.id;

  // another user (or none) must not see the previous one's counts or conversations; the same user
  // moving to a page of another layout keeps them
  useEffect(() => {
    if (owner !== userId) dispatch({ type: 'chat/reset', payload: { userId } });
  }, [owner, userId, dispatch]);

  return userId ? (
    <Suspense fallback={null}>
      <ChatSignedIn />
    </Suspense>
  ) : null;
}
