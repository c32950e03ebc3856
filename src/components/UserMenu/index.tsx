import { useUserState } from '@/hooks/useCurrentUser';
import usePrefixedPath from '@/hooks/usePrefixedPath';
import { preloadLoginDialog } from '@/components/LoginDialog/load';
import { openLoginDialog } from '@/utils/loginDialog';
import { FormattedMessage, history } from '@umijs/max';
import { Button, Space } from 'antd';
import { Suspense } from 'react';
import { useLayoutParts } from '@/components/layoutParts';

/** Sign-in / register buttons for visitors, the account menu for signed-in users. */
export default function UserMenu() {
  const to = usePrefixedPath();
  const { currentUser } = useUserState();
  const { AccountMenu } = useLayoutParts();
  if (currentUser) {
    return (
      <Suspense fallback={<span data-testid="user-menu-loading">{currentUser.nickname || currentUser.username}</span>}>
        <AccountMenu />
      </Suspense>
    );
  }
  return (
    <Space size={4}>
      <Button
        type="primary"
        size="small"
        onClick={openLoginDialog}
        onPointerEnter={preloadLoginDialog}
        onFocus={preloadLoginDialog}
        data-testid="header-sign-in"
      >
        <FormattedMessage id="session.login.open" />
      </Button>
      <Button type="link" size="small" onClick={() => history.push(to('/register'))}>
        <FormattedMessage id="route.register" />
      </Button>
    </Space>
  );
}
