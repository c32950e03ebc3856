import type { MerchantInfo, RoleName } from '../../../src/types';
import { DAY_MS, iso } from '../../_lib/dates';
import { createPrng } from '../../_lib/prng';
import { hashPassword, SEED_PASSWORD } from '../passwords';
import type { OAuthBinding, UserRecord } from '../types';

/** Seed dates hang off a fixed instant so two seeds are identical. */
export const SEED_EPOCH = Date.UTC(2024, 0, 15, 2, 0, 0);
const at = (days: number) => iso(SEED_EPOCH + days * DAY_MS);

export const SEED_IDS = {
  buyer: '10001',
  supplier: '10002',
  trader: '10003',
  newbie: '10004',
  supplier_sub: '10005',
  secure: '10006',
  admin: '10007',
} as const;
export type SeedUsername = keyof typeof SEED_IDS;
/** New sign-ups are numbered after this. */
export const LAST_SEED_ID = 10099;

const BUYER_ROLES: RoleName[] = ['ROLE_BUYER_OR_SELLER', 'ROLE_BUYER'];
const SELLER_ROLES: RoleName[] = ['ROLE_BUYER_OR_SELLER', 'ROLE_SELLER'];

function store(id: string, name: string, url: string, openedDay: number): MerchantInfo {
  return { imAccount: `im_${id}`, storeName: name, storeUrl: url, firstOpenedAt: at(openedDay) };
}

/** A plain verified main account; each seed user overrides what makes it special. */
function base(username: SeedUsername, createdDay: number): UserRecord {
  const id = SEED_IDS[username];
  return {
    id,
    puid: '0',
    username,
    nickname: username,
    email: `${username}@example.com`,
    phoneNumber: `138${id.padStart(8, '0')}`,
    realName: undefined,
    realNameAuthStatus: 'AUTHORIZED',
    realNameVerifiedAt: at(createdDay + 1),
    phoneVerifiedAt: at(createdDay),
    deposit: '0.00',
    lockedDeposit: '0.00',
    point: '0',
    balance: '0.00',
    frozenBalance: '0.00',
    merchantProgress: { supplier: 'terms', reseller: 'recharge' },
    subAuthorities: '',
    contactQq: `${id}88`,
    contactPhone: `139${id.padStart(8, '0')}`,
    reseller: false,
    supplier: false,
    roles: ['ROLE_BUYER_OR_SELLER'],
    passwordHash: hashPassword(SEED_PASSWORD),
    mfa: false,
    disabled: false,
    createdAt: at(createdDay),
  };
}

export function seedUsers(seed = 20240115): UserRecord[] {
  const prng = createPrng(seed);
  const points = () => String(prng.int(1, 50) * 100);
  const { buyer: buyerId, supplier: supplierId, trader: traderId } = SEED_IDS;
  return [
    {
      ...base('buyer', 0),
      realName: '张买家',
      reseller: true,
      resellerInfo: store(buyerId, 'Buyer Store', 'buyer-store', 2),
      deposit: '200.00',
      point: points(),
      balance: '5000.00',
      merchantProgress: { reseller: 'completion', supplier: 'terms' },
      roles: BUYER_ROLES,
    },
    {
      ...base('supplier', 1),
      realName: '李供货',
      supplier: true,
      supplierInfo: store(supplierId, 'Supplier Store', 'supplier-store', 3),
      point: points(),
      balance: '20000.00',
      frozenBalance: '1500.00',
      merchantProgress: { supplier: 'completion', reseller: 'recharge' },
      roles: SELLER_ROLES,
    },
    {
      ...base('trader', 2),
      realName: '王商人',
      reseller: true,
      resellerInfo: store(traderId, 'Trader Purchasing', 'trader-reseller', 4),
      supplier: true,
      supplierInfo: store(traderId, 'Trader Store', 'trader-supplier', 4),
      deposit: '200.00',
      point: points(),
      balance: '10000.00',
      merchantProgress: { supplier: 'completion', reseller: 'completion' },
      roles: ['ROLE_BUYER_OR_SELLER', 'ROLE_BUYER', 'ROLE_SELLER'],
    },
    {
      ...base('newbie', 20),
      realNameAuthStatus: 'UNAUTHORIZED',
      realNameVerifiedAt: undefined,
      contactQq: undefined,
      contactPhone: undefined,
      merchantProgress: { supplier: 'realname', reseller: 'realname' },
    },
    {
      // Role flags, real-name state and money come from the parent when read (users.ts).
      ...base('supplier_sub', 5),
      puid: supplierId,
      realNameVerifiedAt: undefined,
      subAuthorities: 'ORDER_SOLD|COMMODITY',
      contactQq: undefined,
      contactPhone: undefined,
      roles: SELLER_ROLES,
    },
    {
      ...base('secure', 6),
      realName: '赵安全',
      phoneNumber: '13800000001',
      mfa: true,
      point: points(),
      balance: '1000.00',
    },
    {
      ...base('admin', 0),
      realName: '管理员',
      roles: ['ROLE_ADMIN'],
    },
  ];
}

export function seedOAuthBindings(): OAuthBinding[] {
  return [{ provider: 'github', providerUid: 'gh-1001', userId: SEED_IDS.buyer }];
}
