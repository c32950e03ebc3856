import { useUserState } from '@/hooks/useCurrentUser';
import { useDispatch } from '@umijs/max';
import { Suspense, useEffect } from 'react';
import { useLayoutParts } from '@/components/layoutParts';
import { useChatState } from './useChat';

/** The chat launcher with its dialog and customer service, for signed-in users. */
export default function ChatOverlays() {
  const { currentUser } = useUserState();
  const dispatch = useDispatch();
  const owner = useChatState().userId;
  const userId = currentUser?.id;
  // launcher, polling and panels load only for signed-in users: visitors' first load stays small
  const { ChatSignedIn } = useLayoutParts();

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
