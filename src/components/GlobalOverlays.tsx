import useBuildRefresh from '@/hooks/useBuildRefresh';
import useMobileMinWidth from '@/hooks/useMobileMinWidth';
import { useAccess, useUserState } from '@/hooks/useCurrentUser';
import useSessionKeeper from '@/hooks/useSessionKeeper';
import { isChatFramePath } from '@/utils/chatProtocol';
import { needsProfilePrompt } from '@/utils/profilePrompt';
import { useLocation } from '@umijs/max';
import { lazy, Suspense } from 'react';
import ChatOverlays from './chat/ChatOverlays';
import LoginDialog from './LoginDialog';

// a modal only some signed-in users ever see: not part of the first load
const ProfilePrompt = lazy(() => import('./ProfilePrompt'));

/**
 * Overlays and app-wide effects every layout mounts once. The embedded chat frame gets none: the
 * host page around it owns the session (a second token timer would race its refresh).
 */
export default function GlobalOverlays() {
  const { pathname } = useLocation();
  return isChatFramePath(pathname) ? null : <AppOverlays />;
}

function AppOverlays() {
  useSessionKeeper();
  useBuildRefresh();
  useMobileMinWidth();
  return (
    <>
      <LoginDialog />
      <ProfilePromptWhenNeeded />
      <ChatOverlays />
    </>
  );
}

function ProfilePromptWhenNeeded() {
  const { pathname } = useLocation();
  const { currentUser } = useUserState();
  const { isMain } = useAccess();
  return needsProfilePrompt(currentUser, isMain, pathname) ? (
    <Suspense fallback={null}>
      <ProfilePrompt />
    </Suspense>
  ) : null;
}
