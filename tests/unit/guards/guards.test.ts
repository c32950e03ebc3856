import { decideAuth, decideRealName, decideResellerAuth, decideStep, decideSubUser, decideSupplierAuth } from '@/utils/guards';
import { makeUser } from '../fixtures';

describe('auth guard', () => {
  it('allows a signed-in user and asks others to log in', () => {
    expect(decideAuth(true)).toEqual({ kind: 'allow' });
    expect(decideAuth(false)).toEqual({ kind: 'login' });
  });
});

describe('guards that need the user', () => {
  it('wait while the user loads and ask for login when anonymous', () => {
    expect(decideRealName(undefined, 'loading')).toEqual({ kind: 'wait' });
    expect(decideRealName(undefined, 'anonymous')).toEqual({ kind: 'login' });
  });
  it('real-name explains when not verified', () => {
    expect(decideRealName(makeUser({ realNameAuth: false }), 'loaded')).toEqual({ kind: 'explain', reason: 'realName' });
    expect(decideRealName(makeUser(), 'loaded')).toEqual({ kind: 'allow' });
  });
  it('reseller-auth sends a non-receiver to /demand/auth', () => {
    expect(decideResellerAuth(makeUser(), 'loaded')).toEqual({ kind: 'redirect', to: '/demand/auth' });
    expect(decideResellerAuth(makeUser({ reseller: true }), 'loaded')).toEqual({ kind: 'allow' });
  });
  it('supplier-auth sends a non-supplier to /commodity/auth', () => {
    expect(decideSupplierAuth(makeUser(), 'loaded')).toEqual({ kind: 'redirect', to: '/commodity/auth' });
    expect(decideSupplierAuth(makeUser({ supplier: true }), 'loaded')).toEqual({ kind: 'allow' });
  });
});

describe('step guard', () => {
  const at = (supplier: 'realname' | 'terms' | 'info' | 'completion') => makeUser({ merchantProgress: { supplier, reseller: 'realname' } });

  it('sends a missing step to the step reached', () => {
    expect(decideStep(at('terms'), 'loaded', 'supplier', 'onboarding', null)).toEqual({
      kind: 'redirect',
      to: '/commodity/auth?step=terms',
    });
  });
  it('refuses skipping ahead', () => {
    expect(decideStep(at('terms'), 'loaded', 'supplier', 'onboarding', 'completion')).toEqual({
      kind: 'redirect',
      to: '/commodity/auth?step=terms',
    });
  });
  it('allows the reached step and the ones before it', () => {
    expect(decideStep(at('info'), 'loaded', 'supplier', 'onboarding', 'info')).toEqual({ kind: 'allow' });
    expect(decideStep(at('info'), 'loaded', 'supplier', 'onboarding', 'realname')).toEqual({ kind: 'allow' });
  });
  it('rejects an unknown step name', () => {
    expect(decideStep(at('info'), 'loaded', 'supplier', 'onboarding', 'recharge')).toEqual({
      kind: 'redirect',
      to: '/commodity/auth?step=info',
    });
  });
  it('receiver onboarding has the recharge step', () => {
    const u = makeUser({ merchantProgress: { supplier: 'realname', reseller: 'recharge' } });
    expect(decideStep(u, 'loaded', 'reseller', 'onboarding', 'terms')).toEqual({ kind: 'redirect', to: '/demand/auth?step=recharge' });
  });
  it('publishing needs completed onboarding', () => {
    expect(decideStep(at('info'), 'loaded', 'supplier', 'publish', null)).toEqual({ kind: 'redirect', to: '/commodity/auth?step=info' });
    expect(decideStep(at('completion'), 'loaded', 'supplier', 'publish', null)).toEqual({ kind: 'allow' });
  });
});

describe('sub-user guard', () => {
  const sub = makeUser({ id: '2002', puid: '1001', subAuthorities: 'ORDER_SOLD|COMMODITY' });
  it('lets a main account through', () => {
    expect(decideSubUser(makeUser(), 'loaded', 'STOCK_RECORD')).toEqual({ kind: 'allow' });
  });
  it('refuses a sub-account without the grant', () => {
    expect(decideSubUser(sub, 'loaded', 'STOCK_RECORD')).toEqual({ kind: 'explain', reason: 'subUser' });
  });
  it('allows a sub-account with the grant', () => {
    expect(decideSubUser(sub, 'loaded', 'COMMODITY')).toEqual({ kind: 'allow' });
  });
});
