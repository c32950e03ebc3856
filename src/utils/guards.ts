import access from '@/access';
import type { CurrentUser, ResellerStep, SupplierStep } from '@/types';
import { RESELLER_STEPS as RESELLER_STEP_LIST } from '@/domain/reseller/facts';

/**
 * Pure decisions behind the route wrappers (SPEC §6). Each returns what the wrapper must do;
 * the wrappers only render the outcome.
 */
export type Decision =
  | { kind: 'allow' }
  | { kind: 'login' }
  | { kind: 'wait' }
  | { kind: 'explain'; reason: 'realName' | 'subUser' }
  | { kind: 'redirect'; to: string };

const ALLOW: Decision = { kind: 'allow' };

export type UserStatus = 'idle' | 'loading' | 'loaded' | 'anonymous';

export function decideAuth(loggedIn: boolean): Decision {
  return loggedIn ? ALLOW : { kind: 'login' };
}

/** Guards past auth need the user loaded first. */
function needUser(user: CurrentUser | undefined, status: UserStatus): Decision | undefined {
  if (user) return undefined;
  return status === 'anonymous' ? { kind: 'login' } : { kind: 'wait' };
}

export function decideRealName(user: CurrentUser | undefined, status: UserStatus): Decision {
  return needUser(user, status) ?? (user!.realNameAuth ? ALLOW : { kind: 'explain', reason: 'realName' });
}

export const SUPPLIER_AUTH_PATH = '/commodity/auth';
export const RESELLER_AUTH_PATH = '/demand/auth';
export const SUPPLIER_STEPS: SupplierStep[] = ['realname', 'terms', 'info', 'completion'];
/** The receiver's steps are declared once with the fake backend's onboarding rules. */
export const RESELLER_STEPS: ResellerStep[] = [...RESELLER_STEP_LIST];

export function decideSupplierAuth(user: CurrentUser | undefined, status: UserStatus): Decision {
  return needUser(user, status) ?? (user!.supplier ? ALLOW : { kind: 'redirect', to: SUPPLIER_AUTH_PATH });
}

export function decideResellerAuth(user: CurrentUser | undefined, status: UserStatus): Decision {
  return needUser(user, status) ?? (user!.reseller ? ALLOW : { kind: 'redirect', to: RESELLER_AUTH_PATH });
}

export type Merchant = 'supplier' | 'reseller';

export function stepsOf(merchant: Merchant): string[] {
  return merchant === 'supplier' ? SUPPLIER_STEPS : RESELLER_STEPS;
}

export function onboardingUrl(merchant: Merchant, step: string): string {
  return `${merchant === 'supplier' ? SUPPLIER_AUTH_PATH : RESELLER_AUTH_PATH}?step=${step}`;
}

/**
 * Onboarding walks its steps in order: the page may show any step already reached, never one past
 * the user's progress. Publishing pages need the onboarding completed.
 */
export function decideStep(
  user: CurrentUser | undefined,
  status: UserStatus,
  merchant: Merchant,
  role: 'onboarding' | 'publish',
  requested: string | null | undefined,
): Decision {
  const pending = needUser(user, status);
  if (pending) return pending;
  const steps = stepsOf(merchant);
  const progress: string = user!.merchantProgress?.[merchant] ?? steps[0];
  const reached = Math.max(0, steps.indexOf(progress));
  if (role === 'publish') {
    return progress === 'completion' ? ALLOW : { kind: 'redirect', to: onboardingUrl(merchant, progress) };
  }
  const wanted = requested ? steps.indexOf(requested) : -1;
  if (wanted < 0 || wanted > reached) return { kind: 'redirect', to: onboardingUrl(merchant, steps[reached]) };
  return ALLOW;
}

/** Sub-accounts are refused a page unless their subAuthorities grant it; main accounts pass. */
export function decideSubUser(user: CurrentUser | undefined, status: UserStatus, authority?: string): Decision {
  const pending = needUser(user, status);
  if (pending) return pending;
  const a = access(user);
  if (a.isMain || !authority) return ALLOW;
  return a.subAuthorities.includes(authority) ? ALLOW : { kind: 'explain', reason: 'subUser' };
}
