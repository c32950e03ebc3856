import type { CurrentUser } from '@/types';

/** A verified main account with no merchant role; tests override what they need. */
export function makeUser(over: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: '1001',
    puid: '0',
    username: 'u',
    realNameAuth: true,
    realNameAuthStatus: 'AUTHORIZED',
    effectiveDeposit: '0',
    deposit: '0',
    lockedDeposit: '0',
    point: '0',
    merchantProgress: { supplier: 'terms', reseller: 'recharge' },
    subAuthorities: '',
    contactQq: '10001',
    contactPhone: '13800000000',
    reseller: false,
    supplier: false,
    roles: ['ROLE_BUYER_OR_SELLER'],
    ...over,
  };
}
