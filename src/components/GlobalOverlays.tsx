import useBuildRefresh from '@/hooks/useBuildRefresh';
import useMobileMinWidth from '@/hooks/useMobileMinWidth';
import useSessionKeeper from '@/hooks/useSessionKeeper';
import { isChatFramePath } from '@/utils/chatProtocol';
import { useLocation } from '@umijs/max';
import ChatOverlays from './chat/ChatOverlays';
import LoginDialog from './LoginDialog';
import ProfilePrompt from './ProfilePrompt';

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
      <ProfilePrompt />
      <ChatOverlays />
    </>
  );
}
