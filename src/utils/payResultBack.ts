import type { PaymentBatchType, ResellerStep } from '@/types';

/**
 * Where the payment result page sends the user on (unprefixed; the page adds the locale prefix).
 * A deposit paid during receiver onboarding returns to the onboarding's deposit step, which
 * moves on once the payment is in; any other deposit top-up goes back to the deposit page.
 */
export function payResultBackPath(type: PaymentBatchType, resellerStep: ResellerStep | undefined): string {
  if (type !== 'deposit') return '/order/purchased';
  return resellerStep === 'recharge' ? '/demand/auth?step=recharge' : '/deposit/rechange';
}
