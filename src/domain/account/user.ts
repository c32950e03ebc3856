import type { RealNameAuthStatus } from './facts';

export type { RealNameAuthStatus } from './facts';

export type RoleName = 'ROLE_BUYER' | 'ROLE_SELLER' | 'ROLE_BUYER_OR_SELLER' | 'ROLE_ADMIN' | 'ROLE_SYSTEM';

export interface MerchantInfo {
  imAccount?: string;
  storeName?: string;
  storeUrl?: string;
  firstOpenedAt?: string;
  firstModifyNameAt?: string;
  firstModifyUrlAt?: string;
}

/** Onboarding progress per merchant kind: the name of the next step to take. */
export interface MerchantProgress {
  supplier: SupplierStep;
  reseller: ResellerStep;
}
export type SupplierStep = 'realname' | 'terms' | 'info' | 'completion';
export type ResellerStep = 'realname' | 'recharge' | 'terms' | 'info' | 'completion';

/** User state as the client keeps it (SPEC §3). Money values are decimal strings. */
export interface CurrentUser {
  id: string;
  /** Parent account id; '0' means a main account. */
  puid: string;
  username: string;
  nickname?: string;
  email?: string;
  phoneNumber?: string;
  realName?: string;
  realNameAuth: boolean;
  realNameAuthStatus: RealNameAuthStatus;
  realNameAuthStatusName?: string;
  avatar?: string;
  effectiveDeposit: string;
  deposit: string;
  lockedDeposit: string;
  point: string;
  merchantProgress: MerchantProgress;
  /** Pipe-separated permission strings of a sub-account. */
  subAuthorities: string;
  contactQq?: string;
  contactPhone?: string;
  reseller: boolean;
  resellerInfo?: MerchantInfo;
  supplier: boolean;
  supplierInfo?: MerchantInfo;
  roles: RoleName[];
  developer?: boolean;
  realNameVerifiedAt?: string;
  phoneVerifiedAt?: string;
  createdAt?: string;
}

/** Fund info as read from B/fund/me (SPEC §3). */
export interface FundInfo {
  effectiveDeposit: string;
  depositAmount: string;
  lockDeposit: string;
  balance: string;
  withdrawableBalance: string;
  point: { effectivePoint: string };
}
