import { SUB_AUTHORITY_SEPARATOR } from '@/constants/limits';
import type { CurrentUser, RoleName } from '@/types';

/** What the signed-in user may do, derived purely from the user state (SPEC §6). */
export interface Access {
  isLoggedIn: boolean;
  /** puid '0' means a main account */
  isMain: boolean;
  isSub: boolean;
  /** puid if positive, else the user's own id */
  parentId?: string;
  subAuthorities: string[];
  isRealNameVerified: boolean;
  isSupplier: boolean;
  isReseller: boolean;
  isBuyer: boolean;
  isSeller: boolean;
  isAdmin: boolean;
  isSystem: boolean;
  isDeveloper: boolean;
  hasRole: (role: RoleName) => boolean;
}

export function splitSubAuthorities(value: string | undefined): string[] {
  return (value ?? '')
    .split(SUB_AUTHORITY_SEPARATOR)
    .map((s) => s.trim())
    .filter(Boolean);
}

export function parentIdOf(user: Pick<CurrentUser, 'id' | 'puid'>): string {
  return Number(user.puid) > 0 ? user.puid : user.id;
}

export default function access(user?: CurrentUser): Access {
  const roles = user?.roles ?? [];
  const hasRole = (role: RoleName) => roles.includes(role);
  const isMain = !!user && String(user.puid) === '0';
  return {
    isLoggedIn: !!user,
    isMain,
    isSub: !!user && !isMain,
    parentId: user ? parentIdOf(user) : undefined,
    subAuthorities: splitSubAuthorities(user?.subAuthorities),
    isRealNameVerified: !!user?.realNameAuth,
    isSupplier: !!user?.supplier,
    isReseller: !!user?.reseller,
    isBuyer: hasRole('ROLE_BUYER') || hasRole('ROLE_BUYER_OR_SELLER'),
    isSeller: hasRole('ROLE_SELLER') || hasRole('ROLE_BUYER_OR_SELLER'),
    isAdmin: hasRole('ROLE_ADMIN'),
    isSystem: hasRole('ROLE_SYSTEM'),
    isDeveloper: !!user?.developer,
    hasRole,
  };
}
