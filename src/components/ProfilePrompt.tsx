import { useAccess, useUserState } from '@/hooks/useCurrentUser';
import usePrefixedPath from '@/hooks/usePrefixedPath';
import type { CurrentUser } from '@/types';
import { stripPrefix } from '@/utils/localePrefix';
import { history, useIntl, useLocation } from '@umijs/max';
import { Modal } from 'antd';

/** SPEC §9: main accounts lacking contactQq or contactPhone must complete them (not on /profile). */
export function needsProfilePrompt(user: CurrentUser | undefined, isMain: boolean, pathname: string): boolean {
  if (!user || !isMain) return false;
  const path = stripPrefix(pathname);
  if (path === '/profile' || path.startsWith('/profile/')) return false;
  return !user.contactQq || !user.contactPhone;
}

export default function ProfilePrompt() {
  const intl = useIntl();
  const { pathname } = useLocation();
  const { currentUser } = useUserState();
  const { isMain } = useAccess();
  const to = usePrefixedPath();
  const open = needsProfilePrompt(currentUser, isMain, pathname);
  return (
    <Modal
      open={open}
      title={intl.formatMessage({ id: 'common.profilePrompt.title' })}
      closable={false}
      maskClosable={false}
      keyboard={false}
      cancelButtonProps={{ style: { display: 'none' } }}
      okText={intl.formatMessage({ id: 'common.profilePrompt.ok' })}
      onOk={() => history.push(to('/profile'))}
      modalRender={(node) => <div data-testid="profile-prompt">{node}</div>}
    >
      {intl.formatMessage({ id: 'common.profilePrompt.body' })}
    </Modal>
  );
}
