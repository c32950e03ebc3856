import useBuildRefresh from '@/hooks/useBuildRefresh';
import useMobileMinWidth from '@/hooks/useMobileMinWidth';
import useSessionKeeper from '@/hooks/useSessionKeeper';
import LoginDialog from './LoginDialog';
import ProfilePrompt from './ProfilePrompt';

/** Overlays and app-wide effects every layout mounts once. */
export default function GlobalOverlays() {
  useSessionKeeper();
  useBuildRefresh();
  useMobileMinWidth();
  return (
    <>
      <LoginDialog />
      <ProfilePrompt />
    </>
  );
}
