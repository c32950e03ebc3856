import GuardNotice from '@/components/GuardNotice';
import { useUserState } from '@/hooks/useCurrentUser';
import { saveContinueUrl } from '@/utils/continueUrl';
import { decideAuth } from '@/utils/guards';
import { openLoginDialog } from '@/utils/loginDialog';
import { isAuthenticated } from '@/utils/token';
import { Outlet, useLocation } from '@umijs/max';
import { Fragment, useEffect, useRef } from 'react';

/**
 * Login required: opens the login dialog and remembers this page as the continue URL. A page whose
 * session ended while it was open stays mounted behind the dialog (the user model keeps its user),
 * so what was typed survives signing in again; signing in as someone else starts the page afresh.
 */
export default function AuthWrapper() {
  const { status, currentUser } = useUserState();
  const { pathname, search } = useLocation();
  const decision = decideAuth(isAuthenticated() && status !== 'anonymous');
  useEffect(() => {
    if (decision.kind !== 'login') return;
    saveContinueUrl(pathname + search);
    openLoginDialog();
  }, [decision.kind, pathname, search]);
  // the page is rebuilt only when another user signs in (not when the first user loads)
  const builtFor = useRef<{ id?: string; generation: number }>({ generation: 0 });
  if (currentUser && currentUser.id !== builtFor.current.id) {
    builtFor.current = {
      id: currentUser.id,
      generation: builtFor.current.id ? builtFor.current.generation + 1 : builtFor.current.generation,
    };
  }
  if (decision.kind === 'login' && !currentUser) return <GuardNotice kind="login" onAction={openLoginDialog} />;
  return <Fragment key={builtFor.current.generation}>{<Outlet />}</Fragment>;
}
