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

/** A gold listing of the seed supplier as the shop calls answer it (checkout pages); tests add what they need. */
export function makeListing<T extends object = object>(over?: T) {
  return {
    id: 'C1',
    supplierId: '10002',
    title: 'Silver Hand gold',
    unitPrice: '20.00',
    stock: 50,
    minQuantity: 2,
    maxQuantity: 30,
    gameName: '魔兽世界',
    gameNameEn: 'World of Warcraft',
    serverName: '白银之手',
    serverNameEn: 'Silver Hand',
    categoryName: '金币',
    categoryNameEn: 'Gold',
    categoryKind: 'gold',
    unit: '金',
    unitEn: 'gold',
    tradeMethod: 'MAIL',
    effectiveTime: '2099-01-01T00:00:00Z',
    status: 'ON_SALE',
    ...over,
  };
}
