import GuardNotice from '@/components/GuardNotice';
import { useUserState } from '@/hooks/useCurrentUser';
import usePrefixedPath from '@/hooks/usePrefixedPath';
import { decideRealName } from '@/utils/guards';
import { history, Outlet } from '@umijs/max';

/** Trading pages need a verified real name: explains why and links to /profile/realname. */
export default function RealNameWrapper() {
  const { currentUser, status } = useUserState();
  const to = usePrefixedPath();
  const decision = decideRealName(currentUser, status);
  if (decision.kind === 'wait' || decision.kind === 'login') return <GuardNotice kind="wait" />;
  if (decision.kind === 'explain') return <GuardNotice kind="realName" onAction={() => history.push(to('/profile/realname'))} />;
  return <Outlet />;
}
