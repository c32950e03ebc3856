import GuardNotice from '@/components/GuardNotice';
import { useUserState } from '@/hooks/useCurrentUser';
import usePrefixedPath from '@/hooks/usePrefixedPath';
import type { Decision } from '@/utils/guards';
import type { CurrentUser } from '@/types';
import type { UserStatus } from '@/utils/guards';
import { Navigate, Outlet } from '@umijs/max';

/** Renders a redirect-style decision: wait, go to the onboarding page, or show the page. */
export default function MerchantWrapper({ decide }: { decide: (u: CurrentUser | undefined, s: UserStatus) => Decision }) {
  const { currentUser, status } = useUserState();
  const to = usePrefixedPath();
  const decision = decide(currentUser, status);
  if (decision.kind === 'redirect') return <Navigate to={to(decision.to)} replace />;
  if (decision.kind !== 'allow') return <GuardNotice kind="wait" />;
  return <Outlet />;
}
