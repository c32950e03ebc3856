import type { MerchantKpi, StoreType } from '../../../src/types';
import type { Prng } from '../../_lib/prng';
import { hashPassword, SEED_PASSWORD } from '../passwords';
import { SEED_IDS } from '../seed/users';
import type { MockDb, UserRecord } from '../types';
import type { MarketDb, MerchantFigures } from './state';
import { DAY_MS, HOUR_MS, iso } from '../../_lib/dates';

/**
 * Merchants of the market. Besides the seed accounts, ~30 synthetic stores are real user records
 * (ids 20001+, outside the sign-up range that starts after LAST_SEED_ID) so orders, chats, lists and
 * risk warnings can point at them like at anybody else. They sign in with the seed password too.
 */
export const SYNTHETIC_MERCHANT_FIRST_ID = 20001;

/**
 * Stores that trip the risk rules (SPEC §7 A/customers risk-warning, computed by the account slice
 * from these facts): a store opened days ago, and one that is also still waiting for real-name review.
 */
const NEW_STORES: Record<string, { days: number; unverified?: boolean }> = {
  emberforge: { days: 12 },
  'swift-coins': { days: 6, unverified: true },
};

/** [store name, store url, supplier?, reseller?] */
const STORES: Array<[string, string, boolean, boolean]> = [
  ['金牌游戏工作室', 'jinpai-studio', true, false],
  ['GoldRush Gaming', 'goldrush', true, false],
  ['闪电发货', 'shandian', true, false],
  ['PixelVault', 'pixelvault', true, true],
  ['龙门商行', 'longmen', true, false],
  ['Realm Traders', 'realm-traders', true, false],
  ['星辰游戏', 'xingchen', true, true],
  ['MMO Express', 'mmo-express', true, false],
  ['老王金币铺', 'laowang-gold', true, false],
  ['Loot Harbor', 'loot-harbor', true, false],
  ['天天秒发', 'tiantian', true, false],
  ['Azeroth Supply', 'azeroth-supply', true, false],
  ['风云工作室', 'fengyun', true, true],
  ['NorthStar Goods', 'northstar', true, false],
  ['诚信游戏', 'chengxin', true, false],
  ['Ironclad Market', 'ironclad', true, false],
  ['九州商城', 'jiuzhou', true, false],
  ['Swift Coins', 'swift-coins', true, false],
  ['老字号金行', 'laozihao', true, false],
  ['Emberforge', 'emberforge', true, false],
  ['大漠收货', 'damo-shouhuo', false, true],
  ['Prime Buyers', 'prime-buyers', false, true],
  ['长期收金', 'changqi-shoujin', false, true],
  ['Gold Sink Co.', 'gold-sink', false, true],
  ['一诺收购', 'yinuo', false, true],
  ['Harbor Purchasing', 'harbor-purchasing', false, true],
  ['万家收货', 'wanjia', false, true],
  ['Steady Intake', 'steady-intake', false, true],
  ['信达回收', 'xinda', false, true],
  ['Bulk Buyers Guild', 'bulk-buyers', false, true],
];

function kpi(prng: Prng, quality: number): MerchantKpi {
  // quality 0..1: better stores complete more orders and deliver faster
  const rate = 0.86 + quality * 0.135 + prng.int(0, 4) / 1000;
  return {
    completionRate: Math.min(rate, 1).toFixed(4),
    avgTradeSeconds: Math.round(300 + (1 - quality) * 3000 + prng.int(0, 600)),
    tradeCount: prng.int(40, 4000),
    online: prng.next() > 0.2,
  };
}

export function seedMerchantUsers(users: Record<string, UserRecord>, prng: Prng, anchor: number): string[] {
  const ids: string[] = [];
  STORES.forEach(([storeName, storeUrl, supplier, reseller], i) => {
    const id = String(SYNTHETIC_MERCHANT_FIRST_ID + i);
    const fresh = NEW_STORES[storeUrl];
    const age = prng.int(200, 1500);
    const createdAt = iso(anchor - (fresh ? fresh.days : age) * DAY_MS);
    const info = { imAccount: `im_${id}`, storeName, storeUrl, firstOpenedAt: createdAt };
    users[id] = {
      id,
      puid: '0',
      username: `store_${storeUrl.replace(/-/g, '_')}`,
      nickname: storeName,
      email: `${storeUrl}@example.com`,
      phoneNumber: `137${id.padStart(8, '0')}`,
      realName: undefined,
      realNameAuthStatus: fresh?.unverified ? 'PENDING' : 'AUTHORIZED',
      realNameVerifiedAt: fresh?.unverified ? undefined : createdAt,
      phoneVerifiedAt: createdAt,
      deposit: reseller ? '200.00' : '0.00',
      lockedDeposit: '0.00',
      point: '0',
      balance: '0.00',
      frozenBalance: '0.00',
      merchantProgress: { supplier: supplier ? 'completion' : 'terms', reseller: reseller ? 'completion' : 'recharge' },
      subAuthorities: '',
      contactQq: `${id}66`,
      contactPhone: `136${id.padStart(8, '0')}`,
      reseller,
      resellerInfo: reseller ? { ...info, storeUrl: supplier ? `${storeUrl}-buy` : storeUrl } : undefined,
      supplier,
      supplierInfo: supplier ? info : undefined,
      roles: ['ROLE_BUYER_OR_SELLER', ...(reseller ? (['ROLE_BUYER'] as const) : []), ...(supplier ? (['ROLE_SELLER'] as const) : [])],
      passwordHash: hashPassword(SEED_PASSWORD),
      mfa: false,
      disabled: false,
      createdAt,
    };
    ids.push(id);
  });
  return ids;
}

export function seedMerchantFigures(users: Record<string, UserRecord>, prng: Prng, anchor: number): Record<string, MerchantFigures> {
  const figures: Record<string, MerchantFigures> = {};
  for (const user of Object.values(users)) {
    if (!user.supplier && !user.reseller) continue;
    const seedAccount = user.id === SEED_IDS.supplier || user.id === SEED_IDS.trader || user.id === SEED_IDS.buyer;
    const quality = seedAccount ? 0.9 : prng.next();
    const f: MerchantFigures = {};
    if (user.supplier) f.seller = kpi(prng, quality);
    if (user.reseller) f.buyer = kpi(prng, quality);
    // the seed accounts stay online so demos and tests see them as reachable
    const online = seedAccount || (f.seller ?? f.buyer)!.online;
    if (!online) f.offLineTime = iso(anchor - prng.int(1, 72) * HOUR_MS);
    figures[user.id] = f;
  }
  return figures;
}

const EMPTY_KPI: MerchantKpi = { completionRate: '0', avgTradeSeconds: 0, tradeCount: 0, online: false };

export function merchantKpi(db: MarketDb, userId: string, side: StoreType): MerchantKpi {
  const f = db.market.merchants[userId];
  const k = side === 'seller' ? f?.seller : f?.buyer;
  return k ? { ...k, online: !f?.offLineTime } : EMPTY_KPI;
}

/** The user behind a store URL: sellers by supplierInfo.storeUrl, buyers by resellerInfo.storeUrl. */
export function userByStoreUrl(db: Pick<MockDb, 'users'>, storeType: StoreType, storeUrl: string): UserRecord | undefined {
  const wanted = storeUrl.toLowerCase();
  return Object.values(db.users).find((u) => {
    if (u.puid !== '0') return false;
    const info = storeType === 'seller' ? (u.supplier ? u.supplierInfo : undefined) : u.reseller ? u.resellerInfo : undefined;
    return info?.storeUrl?.toLowerCase() === wanted;
  });
}
