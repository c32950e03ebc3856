import { payResultBackPath } from '@/utils/payResultBack';
import { withPrefix } from '@/utils/localePrefix';
import type { ResellerStep } from '@/types';

describe('payment result: where "back" leads', () => {
  it('sends a deposit paid during onboarding back to the onboarding deposit step', () => {
    expect(payResultBackPath('deposit', 'recharge')).toBe('/demand/auth?step=recharge');
  });

  it('sends any other deposit top-up to the deposit page', () => {
    const steps: Array<ResellerStep | undefined> = [undefined, 'realname', 'terms', 'info', 'completion'];
    steps.forEach((s) => expect(payResultBackPath('deposit', s)).toBe('/deposit/rechange'));
  });

  it('sends an order payment to the purchased orders, whatever the onboarding step', () => {
    expect(payResultBackPath('order', 'recharge')).toBe('/order/purchased');
    expect(payResultBackPath('order', undefined)).toBe('/order/purchased');
  });

  it('keeps the locale prefix of the page through the prefixed-path helper', () => {
    expect(withPrefix(payResultBackPath('deposit', 'recharge'), '/en/pending/payResult/deposit/D1')).toBe('/en/demand/auth?step=recharge');
    expect(withPrefix(payResultBackPath('deposit', 'recharge'), '/zh_CN/pending/payResult/deposit/D1')).toBe(
      '/zh_CN/demand/auth?step=recharge',
    );
    expect(withPrefix(payResultBackPath('deposit', 'recharge'), '/pending/payResult/deposit/D1')).toBe('/demand/auth?step=recharge');
  });
});
