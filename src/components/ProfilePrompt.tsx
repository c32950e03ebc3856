import { useAccess, useUserState } from '@/hooks/useCurrentUser';
import usePrefixedPath from '@/hooks/usePrefixedPath';
import { needsProfilePrompt } from '@/utils/profilePrompt';
import { history, useIntl, useLocation } from '@umijs/max';
import { Modal } from 'antd';

export { needsProfilePrompt };

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
