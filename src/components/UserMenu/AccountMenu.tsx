import { DEFAULT_AVATAR } from '@/constants/session';
import { assetUrl } from '@/microapp/urls';
import { useUserState } from '@/hooks/useCurrentUser';
import usePrefixedPath from '@/hooks/usePrefixedPath';
import { getPartnerShopUrl } from '@/services/housekeeping';
import { reportError } from '@/utils/reportError';
import { logout } from '@/utils/session';
import { toast } from '@/utils/toast';
import { LogoutOutlined, ShopOutlined, UserOutlined, AppstoreOutlined } from '@ant-design/icons';
import { history, useIntl } from '@umijs/max';
import { Avatar, Dropdown } from 'antd';
import type { MenuProps } from 'antd';

/** The account menu of a signed-in user (loaded only then: visitors never download the menu). */
const TRIGGER = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: 8,
  padding: 0,
  font: 'inherit',
  color: 'inherit',
  background: 'none',
  border: 0,
  cursor: 'pointer',
} as const;

export default function AccountMenu() {
  const intl = useIntl();
  const to = usePrefixedPath();
  const { currentUser } = useUserState();
  if (!currentUser) return null;

  const openPartnerShop = async () => {
    const { url } = await getPartnerShopUrl();
    if (/^https?:\/\//.test(url)) window.open(url, '_blank', 'noopener');
    else toast.error(intl.formatMessage({ id: 'common.partnerShop.unavailable' }));
  };

  const items: MenuProps['items'] = [
    { key: 'console', icon: <AppstoreOutlined />, label: intl.formatMessage({ id: 'common.menu.console' }) },
    { key: 'profile', icon: <UserOutlined />, label: intl.formatMessage({ id: 'route.profile' }) },
    { key: 'partner', icon: <ShopOutlined />, label: intl.formatMessage({ id: 'common.menu.partnerShop' }) },
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined />, label: intl.formatMessage({ id: 'session.logout' }), danger: true },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'console') history.push(to('/order/purchased'));
    if (key === 'profile') history.push(to('/profile'));
    // the shop URL is asked with skipErrorHandler: its failure is shown here
    if (key === 'partner') openPartnerShop().catch((e: unknown) => reportError(e));
    // logout toasts "not logged in" itself before it rejects; a failed server call still signs out locally
    if (key === 'logout') logout().catch(() => undefined);
  };

  return (
    <Dropdown menu={{ items, onClick }} placement="bottomRight" trigger={['click', 'hover']}>
      {/* a button: reachable and opened with the keyboard; the avatar beside the name is decorative */}
      <button type="button" style={TRIGGER} data-testid="user-menu">
        <Avatar size="small" src={currentUser.avatar || assetUrl(DEFAULT_AVATAR)} alt="" />
        <span>{currentUser.nickname || currentUser.username}</span>
      </button>
    </Dropdown>
  );
}
