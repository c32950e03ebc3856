import GuardNotice from '@/components/GuardNotice';
import { useUserState } from '@/hooks/useCurrentUser';
import useRouteMeta from '@/hooks/useRouteMeta';
import { decideSubUser } from '@/utils/guards';
import { Outlet } from '@umijs/max';

/** Sub-accounts are refused this page unless their subAuthorities grant it. */
export default function SubUserWrapper() {
  const { currentUser, status } = useUserState();
  const { subAuthority } = useRouteMeta();
  const decision = decideSubUser(currentUser, status, subAuthority);
  if (decision.kind === 'explain') return <GuardNotice kind="subUser" />;
  if (decision.kind !== 'allow') return <GuardNotice kind="wait" />;
  return <Outlet />;
}
