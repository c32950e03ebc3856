import GuardNotice from '@/components/GuardNotice';
import { useUserState } from '@/hooks/useCurrentUser';
import { saveContinueUrl } from '@/utils/continueUrl';
import { decideAuth } from '@/utils/guards';
import { openLoginDialog } from '@/utils/loginDialog';
import { isAuthenticated } from '@/utils/token';
import { Outlet, useLocation } from '@umijs/max';
import { useEffect } from 'react';

/** Login required: opens the login dialog and remembers this page as the continue URL. */
export default function AuthWrapper() {
  const { status } = useUserState();
  const { pathname, search } = useLocation();
  const decision = decideAuth(isAuthenticated() && status !== 'anonymous');
  useEffect(() => {
    if (decision.kind !== 'login') return;
    saveContinueUrl(pathname + search);
    openLoginDialog();
  }, [decision.kind, pathname, search]);
  if (decision.kind === 'login') return <GuardNotice kind="login" onAction={openLoginDialog} />;
  return <Outlet />;
}
