import type { CurrentUser } from '../../src/types';
import type { AccountState } from './account/state';
import type { AutomationState } from './automation/state';
import type { ChatState } from './chat/state';
import type { DevState } from './dev/state';
import type { MarketState } from './market/state';
import type { MoneyState } from './money/state';
import type { PricingState } from './pricing/state';
import type { ResellerState } from './reseller/state';
import type { SupplierState } from './supplier/state';
import type { TradeState } from './trade/state';
import type { StatementsState } from './statements/state';
import type { ViewsState } from './views/state';

/**
 * Store-only shapes. A user keeps CurrentUser's own fields; the derived ones (realNameAuth,
 * realNameAuthStatusName, effectiveDeposit) and a sub-account's inherited ones are computed when
 * read (users.ts), so they cannot drift apart.
 */
export type UserRecord = Omit<CurrentUser, 'realNameAuth' | 'realNameAuthStatusName' | 'effectiveDeposit'> & {
  passwordHash: string;
  /** Login answers an MFA challenge instead of a token. */
  mfa: boolean;
  /** Disabled accounts (e.g. a switched-off sub-user) cannot log in. */
  disabled: boolean;
  balance: string;
  /** Part of the balance held back from withdrawal (pending withdrawals, disputes). */
  frozenBalance: string;
};

export interface TokenRecord {
  accessToken: string;
  userId: string;
  issuedAt: number;
  /** Seconds; the tokenTtl in force when the token was issued. */
  expiresIn: number;
  rememberMe: boolean;
}

export interface OtpRecord {
  otpToken: string;
  userId: string;
  expiresAt: number;
  rememberMe: boolean;
}

export interface ResetCodeRecord {
  userId: string;
  code: string;
  expiresAt: number;
}

export interface OAuthBinding {
  provider: string;
  providerUid: string;
  userId: string;
}

export interface BehaviorEntry {
  path: string;
  title?: string;
  at: number;
  receivedAt: number;
}

export interface MockDb {
  version: number;
  users: Record<string, UserRecord>;
  tokens: Record<string, TokenRecord>;
  otps: Record<string, OtpRecord>;
  /** Keyed by user id: a new forget-password call replaces the pending code. */
  resetCodes: Record<string, ResetCodeRecord>;
  oauthBindings: OAuthBinding[];
  /** Keyed by user id, or 'anonymous'. */
  behavior: Record<string, BehaviorEntry[]>;
  seq: { user: number };
  /** Area slices: each is owned by one area (mock/_db/<area>/) and seeded in seedDb's order. */
  market: MarketState;
  money: MoneyState;
  trade: TradeState;
  supplier: SupplierState;
  reseller: ResellerState;
  account: AccountState;
  chat: ChatState;
  dev: DevState;
  /** created on first use (statements/schedules.ts) */
  statements?: StatementsState;
  /** made when first used (mock/_db/automation/store.ts) */
  automation?: AutomationState;
  /** Saved table views; made on first use (mock/_db/views). */
  views?: ViewsState;
  /** made on first use (mock/_db/pricing/slice.ts) */
  pricing?: PricingState;
}
