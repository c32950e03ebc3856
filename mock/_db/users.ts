import Big from 'big.js';
import { REALNAME_STATUS_NAMES, SUB_AUTHORITY_SEPARATOR, type SubAuthority } from '../../src/domain/account/facts';
import type { CurrentUser, MerchantInfo, MerchantProgress } from '../../src/types';
import { forbidden } from '../_lib/http';
import { moneyView } from './money/ledger';
import type { MockDb, UserRecord } from './types';
import { tr } from '../_lib/i18n';

export function findUserByUsername(db: MockDb, username: string): UserRecord | undefined {
  return Object.values(db.users).find((u) => u.username === username);
}

/** Usernames are unique regardless of case, so 'Buyer' cannot shadow 'buyer'. */
export function usernameTaken(db: MockDb, username: string): boolean {
  const wanted = username.toLowerCase();
  return Object.values(db.users).some((u) => u.username.toLowerCase() === wanted);
}

export function isSubAccount(user: UserRecord): boolean {
  return user.puid !== '0';
}

/** The main account that owns roles, real-name state and money: the parent of a sub-account. */
export function ownerOf(db: Pick<MockDb, 'users'>, user: UserRecord): UserRecord {
  if (!isSubAccount(user)) return user;
  const parent = db.users[user.puid];
  if (!parent) throw new Error(`sub-account ${user.id} has no parent ${user.puid}`);
  return parent;
}

export function authoritiesOf(user: UserRecord): string[] {
  return user.subAuthorities.split(SUB_AUTHORITY_SEPARATOR).filter(Boolean);
}

/** Main accounts may do everything; a sub-account only what its parent granted. */
export function hasAuthority(user: UserRecord, authority: SubAuthority): boolean {
  return !isSubAccount(user) || authoritiesOf(user).includes(authority);
}

export function requireAuthority(user: UserRecord, authority: SubAuthority): void {
  if (!hasAuthority(user, authority)) throw forbidden(tr('server.subAccount.lacks', { authority }));
}

export function effectiveDeposit(user: Pick<UserRecord, 'deposit' | 'lockedDeposit'>): string {
  return new Big(user.deposit).minus(user.lockedDeposit).toFixed(2);
}

/** The user as GET /auth/userinfo answers it. */
export function toCurrentUser(db: MockDb, user: UserRecord): CurrentUser {
  const owner = ownerOf(db, user);
  // money figures come from the ledger (money slice), the source of truth
  const money = moneyView(db, owner.id);
  const { passwordHash: _hash, mfa: _mfa, disabled: _disabled, balance: _b, frozenBalance: _f, ...own } = user;
  return {
    ...own,
    realName: owner.realName,
    realNameAuth: owner.realNameAuthStatus === 'AUTHORIZED',
    realNameAuthStatus: owner.realNameAuthStatus,
    realNameAuthStatusName: REALNAME_STATUS_NAMES[owner.realNameAuthStatus],
    realNameVerifiedAt: owner.realNameVerifiedAt,
    deposit: money.deposit,
    lockedDeposit: money.lockedDeposit,
    effectiveDeposit: money.effectiveDeposit,
    point: money.point,
    merchantProgress: { ...owner.merchantProgress },
    reseller: owner.reseller,
    resellerInfo: owner.resellerInfo && { ...owner.resellerInfo },
    supplier: owner.supplier,
    supplierInfo: owner.supplierInfo && { ...owner.supplierInfo },
    roles: [...user.roles],
  };
}

/** Onboarding progress is kept on the main account (a sub-account reads its parent's). */
export function setMerchantProgress<M extends keyof MerchantProgress>(
  db: MockDb,
  userId: string,
  merchant: M,
  step: MerchantProgress[M],
): void {
  const user = db.users[userId];
  if (!user) throw new Error(`no user ${userId}`);
  ownerOf(db, user).merchantProgress[merchant] = step;
}

/** Opens the supplier role of a main account with its store; onboarding then counts as completed. */
export function openSupplierRole(db: MockDb, userId: string, info: MerchantInfo, at: string): void {
  const user = ownerOf(db, db.users[userId]);
  user.supplier = true;
  user.supplierInfo = { imAccount: `im_${user.id}`, firstOpenedAt: at, ...user.supplierInfo, ...info };
  if (!user.roles.includes('ROLE_SELLER')) user.roles.push('ROLE_SELLER');
  user.merchantProgress.supplier = 'completion';
}

/** Opens the receiver role of a main account with its store; onboarding then counts as completed. */
export function openResellerRole(db: MockDb, userId: string, info: MerchantInfo, at: string): void {
  const user = ownerOf(db, db.users[userId]);
  user.reseller = true;
  user.resellerInfo = { imAccount: `im_${user.id}`, firstOpenedAt: at, ...user.resellerInfo, ...info };
  if (!user.roles.includes('ROLE_BUYER')) user.roles.push('ROLE_BUYER');
  user.merchantProgress.reseller = 'completion';
}
