import Big from 'big.js';
import { defaultTradeMethod } from '../../../src/domain/reseller/demandRules';
import type { Demand, DemandStatus } from '../../../src/types';
import { DAY_MS, iso } from '../../_lib/dates';
import { createPrng, type Prng } from '../../_lib/prng';
import { attributesOfCategory, categoriesOf, serversOf } from '../market/catalog';
import { referencePrice } from '../market/listings';
import type { MarketState } from '../market/state';
import { PLATFORM_USER, transfer } from '../money/ledger';
import type { MoneyState } from '../money/state';
import type { SeedContext } from '../seed/context';
import { SEED_IDS } from '../seed/users';
import type { UserRecord } from '../types';
import { demandBizNo, requiredPrepayment } from './escrow';
import type { ResellerState } from './state';

interface SeedDb {
  users: Record<string, UserRecord>;
  market: MarketState;
  money: MoneyState;
  reseller: ResellerState;
}

/** Archived demands take ids below the live ones (market's start at 700001). */
const FIRST_ARCHIVED_ID = 600001;
const ARCHIVED_PER_RECEIVER = 150;

/**
 * The seeded demands are prepaid (their demandPaymentDTO.amount): the open part of every demand
 * that can still receive is held in the platform escrow, as if paid in through the gateway when
 * the demand was created. Completed and refunded ones hold nothing.
 */
export function seedDemandEscrow(db: SeedDb): void {
  for (const d of db.market.demands) {
    if (d.status === 'COMPLETED' || d.status === 'REFUNDED' || new Big(d.demandPaymentDTO.amount || 0).lte(0)) continue;
    const amount = requiredPrepayment(d.unitPrice, d.quantity, d.receivedQuantity);
    transfer(db, {
      from: 'EXTERNAL',
      to: { userId: PLATFORM_USER, account: 'ESCROW' },
      amount,
      bizType: 'DEMAND_PREPAY',
      businessKind: 'DEMAND',
      bizNo: demandBizNo(d.id),
      remark: d.title,
      at: d.createdAt,
    });
  }
}

function archivedStatus(prng: Prng): DemandStatus {
  const r = prng.next();
  return r < 0.6 ? 'COMPLETED' : r < 0.85 ? 'REFUNDED' : 'EXPIRED';
}

/** A year of closed demands per seed receiver, for /demand/history. */
export function seedArchivedDemands(db: SeedDb, prng: Prng): void {
  const games = db.market.catalog.games.filter((g) => g.hot || g.recommended);
  let id = FIRST_ARCHIVED_ID;
  for (const userId of [SEED_IDS.buyer, SEED_IDS.trader]) {
    const user = db.users[userId];
    if (!user?.resellerInfo || games.length === 0) continue;
    for (let n = 0; n < ARCHIVED_PER_RECEIVER; n++) {
      const game = prng.pick(games);
      const server = prng.pick(serversOf(db, game.id));
      const categories = categoriesOf(db, game.id);
      const category = categories.find((c) => c.kind === 'gold' && prng.next() < 0.75) ?? prng.pick(categories);
      const price = referencePrice(game, server, category).times(0.85 + prng.int(0, 110) / 1000);
      const unitPrice = price.toFixed(price.lt(1) ? 4 : 2);
      const quantity = category.kind === 'account' ? 1 : category.kind === 'item' ? prng.int(1, 20) : prng.int(50, 3000);
      const status = archivedStatus(prng);
      const received = status === 'COMPLETED' ? quantity : prng.int(0, Math.floor(quantity * 0.8));
      const created = db.market.anchor - prng.int(100, 400) * DAY_MS - prng.int(0, 86_399) * 1000;
      const closed = created + prng.int(1, 30) * DAY_MS;
      const attrs = attributesOfCategory(db, category.id).map((a) => ({ ...a, attributeValueList: [prng.pick(a.attributeValueList)] }));
      const english = /^[\x20-\x7e]+$/.test(user.resellerInfo.storeName ?? '');
      const demand: Demand = {
        id: String(id++),
        gameId: game.id,
        serverId: server.id,
        categoryId: category.id,
        title: english ? `${server.nameEn} ${category.nameEn}` : `${server.name} ${category.name}`,
        unitPrice,
        minQuantity: 1,
        maxQuantity: quantity,
        tradeMethod: defaultTradeMethod(category.kind),
        effectiveTime: iso(closed),
        imageList: [],
        attributeList: attrs,
        createdAt: iso(created),
        modifiedAt: iso(closed),
        resellerId: user.id,
        storeUrl: user.resellerInfo.storeUrl ?? '',
        storeName: user.resellerInfo.storeName ?? user.username,
        quantity,
        receivedQuantity: received,
        status,
        publicStatus: 'PUBLIC',
        demandPaymentDTO: {
          amount: new Big(unitPrice).times(quantity).toFixed(2),
          tradeAt: iso(created),
          refundAt: status === 'COMPLETED' ? undefined : iso(closed),
        },
      };
      db.reseller.archivedDemands.push(demand);
    }
  }
}

/** The games each seed receiver works, with its habits. */
export function seedGameConfigs(db: SeedDb): void {
  for (const userId of [SEED_IDS.buyer, SEED_IDS.trader]) {
    const games = [...new Set(db.market.demands.filter((d) => d.resellerId === userId).map((d) => d.gameId))].sort();
    db.reseller.gameConfigs[userId] = games.map((gameId, i) => ({
      gameId,
      enabled: true,
      autoPublic: i % 3 !== 2,
      defaultTradeMethod: 'MAIL',
      defaultMinQuantity: 1,
      defaultMaxQuantity: 1000,
    }));
  }
}

export function seedReseller(ctx: SeedContext): ResellerState {
  const state: ResellerState = {
    seq: 0,
    notices: {},
    filters: {},
    gameConfigs: {},
    filteredSuppliers: {},
    supplierRemarks: {},
    refunds: [],
    archivedDemands: [],
    quizAttempts: {},
  };
  if (!ctx.market || !ctx.money) return state;
  const db = { ...ctx, market: ctx.market, money: ctx.money, reseller: state };
  seedDemandEscrow(db);
  seedArchivedDemands(db, createPrng(5001));
  seedGameConfigs(db);
  return state;
}
