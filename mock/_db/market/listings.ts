import Big from 'big.js';
import type { Attribute, Category, Commodity, Demand, DemandStatus, Game, GameServer, TradeMethod } from '../../../src/types';
import { urlOf } from '../../../src/domain/endpoint';
import { marketApi } from '../../../src/domain/market/endpoints';
import type { Prng } from '../../_lib/prng';
import { SEED_IDS } from '../seed/users';
import type { UserRecord } from '../types';
import { attributesOfCategory, categoriesOf, gameSeedOf, serversOf, type MarketDb } from './catalog';
import { DAY_MS, HOUR_MS, iso } from '../../_lib/dates';

/**
 * The commodities (sell listings) and demands (buy listings) collections: their seed and lookups.
 * Writes belong to their owners (supplier: mock/_db/supplier, receiver: mock/_db/reseller); they
 * take new ids from nextCommodityId / nextDemandId so ids never collide with the seed.
 */
export const FIRST_COMMODITY_ID = 500001;
export const FIRST_DEMAND_ID = 700001;

/** A listing's last edit some hours after its creation, but never after the day anchor (not in the future). */
const editedOffset = (createdOffset: number, later: number): number => Math.max(createdOffset, Math.min(createdOffset + later, 0));
export function findCommodity(db: MarketDb, id: string): Commodity | undefined {
  return db.market.commodities.find((c) => c.id === id);
}

export function findDemand(db: MarketDb, id: string): Demand | undefined {
  return db.market.demands.find((d) => d.id === id);
}

export function commoditiesOf(db: MarketDb, supplierId: string): Commodity[] {
  return db.market.commodities.filter((c) => c.supplierId === supplierId);
}

export function demandsOf(db: MarketDb, resellerId: string): Demand[] {
  return db.market.demands.filter((d) => d.resellerId === resellerId);
}

export function nextCommodityId(db: MarketDb): string {
  db.market.seq.commodity += 1;
  return String(db.market.seq.commodity);
}

export function nextDemandId(db: MarketDb): string {
  db.market.seq.demand += 1;
  return String(db.market.seq.demand);
}

/** A commodity can be bought: on sale, in stock, not past its effective time. */
export function isCommodityBuyable(c: Commodity, at: number): boolean {
  return c.status === 'ON_SALE' && c.stock > 0 && Date.parse(c.effectiveTime) > at;
}

/** A demand can be sold to: active, public, still wanting something, not past its effective time. */
export function isDemandOpen(d: Demand, at: number): boolean {
  return d.status === 'ACTIVE' && d.publicStatus === 'PUBLIC' && d.receivedQuantity < d.quantity && Date.parse(d.effectiveTime) > at;
}

// ---------------------------------------------------------------- seed

/** Where a listing sits, and the reference price of one unit there. */
interface Placement {
  game: Game;
  server: GameServer;
  category: Category;
  attributes: Attribute[];
  basePrice: Big;
}

function decimals(price: Big): number {
  return price.lt(1) ? 4 : 2;
}

/** Per-server price level: busy realms are cheaper (more supply). Stable for a server id. */
export function serverFactor(serverId: string): Big {
  let h = 0;
  for (const ch of serverId) h = (h * 31 + ch.charCodeAt(0)) % 1000;
  return new Big(0.8 + (h % 400) / 1000);
}

/** Reference unit price of a (game, server, category): gold from the game's base, others per kind. */
export function referencePrice(game: Game, server: GameServer, category: Category): Big {
  const seed = gameSeedOf(game);
  let base: Big;
  if (category.kind === 'gold') base = new Big(seed?.gold?.basePrice ?? '1');
  else if (category.kind === 'item') base = new Big(20 + (Number(game.id) % 7) * 35);
  else base = new Big(260 + (Number(game.id) % 5) * 420);
  return base.times(serverFactor(server.id));
}

function placements(db: MarketDb, games: Game[]): Placement[] {
  const out: Placement[] = [];
  for (const game of games) {
    for (const category of categoriesOf(db, game.id)) {
      const attributes = attributesOfCategory(db, category.id);
      for (const server of serversOf(db, game.id)) {
        out.push({ game, server, category, attributes, basePrice: referencePrice(game, server, category) });
      }
    }
  }
  return out;
}

/** One value per attribute, as a listing carries them. */
function chooseAttributes(prng: Prng, attributes: Attribute[]): Attribute[] {
  return attributes.map((a) => ({ ...a, attributeValueList: [prng.pick(a.attributeValueList)] }));
}

function methodFor(prng: Prng, category: Category): TradeMethod {
  if (category.kind === 'account') return 'ACCOUNT_TRANSFER';
  return prng.pick<TradeMethod>(['MAIL', 'MAIL', 'FACE_TO_FACE', 'AUCTION_HOUSE']);
}

const TITLE_ZH = ['【秒发】', '【安全】', '【工作室直供】', '【24小时在线】', '【老店】', ''];
const TITLE_EN = ['Instant', 'Safe & fast', 'Hand-farmed', '24/7', 'Trusted', 'Bulk'];

function titleOf(prng: Prng, p: Placement, attrs: Attribute[], english: boolean): string {
  const values = attrs.map((a) => (english ? a.attributeValueList[0].valueEn : a.attributeValueList[0].value));
  if (english) {
    return [prng.pick(TITLE_EN), p.server.nameEn, ...values, p.category.nameEn].join(' ');
  }
  return `${prng.pick(TITLE_ZH)}${p.server.name} ${values.join(' ')} ${p.category.name}`.replace(/\s+/g, ' ').trim();
}

function imagesOf(prng: Prng, p: Placement, id: string): string[] {
  if (p.category.kind === 'gold') return [];
  return Array.from({ length: prng.int(1, 3) }, (_, i) => urlOf(marketApi.contentImage, { name: `listing-${id}-${i + 1}.svg` }));
}

function isoAt(anchor: number, offsetMs: number): string {
  return iso(anchor + offsetMs);
}

interface SeedArgs {
  db: MarketDb;
  users: Record<string, UserRecord>;
  prng: Prng;
  anchor: number;
}

function englishStore(name: string): boolean {
  return /^[\x20-\x7e]+$/.test(name);
}

/** How many commodities each seller gets: the seed accounts get a full workspace to work in. */
function commodityTarget(userId: string, prng: Prng): number {
  if (userId === SEED_IDS.supplier) return 160;
  if (userId === SEED_IDS.trader) return 80;
  return prng.int(25, 60);
}

export function seedCommodities({ db, users, prng, anchor }: SeedArgs): Commodity[] {
  const out: Commodity[] = [];
  const all = db.market.catalog.games;
  let seq = FIRST_COMMODITY_ID;
  const sellers = Object.values(users).filter((u) => u.puid === '0' && u.supplier && u.supplierInfo?.storeUrl);
  for (const seller of sellers) {
    const info = seller.supplierInfo!;
    const english = englishStore(info.storeName ?? '');
    // sellers specialise: the seed supplier covers the hot games, others a handful of games
    const games = seller.id === SEED_IDS.supplier ? all.filter((g) => g.hot) : pickSome(prng, all, prng.int(2, 5));
    const pool = placements(db, games);
    const target = Math.min(commodityTarget(seller.id, prng), pool.length);
    const chosen = pickSome(prng, pool, target);
    for (const p of chosen) {
      const id = String(seq++);
      const dp = decimals(p.basePrice);
      const unitPrice = p.basePrice.times(0.92 + prng.int(0, 160) / 1000).toFixed(dp);
      const kind = p.category.kind;
      const stock = kind === 'gold' ? prng.int(50, 8000) : kind === 'item' ? prng.int(1, 40) : 1;
      const minQuantity = kind === 'gold' ? Math.max(1, Math.min(stock, prng.pick([1, 5, 10, 50]))) : 1;
      const maxQuantity = kind === 'account' ? 1 : Math.max(minQuantity, Math.min(stock, prng.pick([100, 500, 2000, 5000])));
      const createdOffset = -prng.int(1, 60) * DAY_MS - prng.int(0, 86_399) * 1000;
      const attrs = chooseAttributes(prng, p.attributes);
      const offSale = prng.next() < 0.1;
      out.push({
        id,
        gameId: p.game.id,
        serverId: p.server.id,
        categoryId: p.category.id,
        title: titleOf(prng, p, attrs, english),
        unitPrice,
        minQuantity,
        maxQuantity,
        tradeMethod: methodFor(prng, p.category),
        effectiveTime: isoAt(anchor, prng.int(7, 90) * DAY_MS),
        imageList: imagesOf(prng, p, id),
        attributeList: attrs,
        createdAt: isoAt(anchor, createdOffset),
        modifiedAt: isoAt(anchor, editedOffset(createdOffset, prng.int(0, 20) * HOUR_MS)),
        supplierId: seller.id,
        storeUrl: info.storeUrl!,
        storeName: info.storeName ?? seller.username,
        stock: offSale && prng.next() < 0.5 ? 0 : stock,
        sold: prng.int(0, kind === 'gold' ? 20_000 : 60),
        status: offSale ? 'OFF_SALE' : 'ON_SALE',
        deliveryNote: english ? 'Delivery within 30 minutes after payment.' : '付款后30分钟内发货，请保持在线。',
      });
    }
  }
  return out;
}

/** How many demands each receiver gets: each seed receiver has at least 300. */
function demandTarget(userId: string, prng: Prng): number {
  if (userId === SEED_IDS.buyer || userId === SEED_IDS.trader) return 320;
  return prng.int(30, 70);
}

function demandStatus(prng: Prng): DemandStatus {
  const r = prng.next();
  if (r < 0.66) return 'ACTIVE';
  if (r < 0.76) return 'PAUSED';
  if (r < 0.88) return 'COMPLETED';
  if (r < 0.93) return 'REFUNDED';
  return 'EXPIRED';
}

export function seedDemands({ db, users, prng, anchor }: SeedArgs): Demand[] {
  const out: Demand[] = [];
  const all = db.market.catalog.games;
  let seq = FIRST_DEMAND_ID;
  const resellers = Object.values(users).filter((u) => u.puid === '0' && u.reseller && u.resellerInfo?.storeUrl);
  for (const reseller of resellers) {
    const info = reseller.resellerInfo!;
    const english = englishStore(info.storeName ?? '');
    const seedAccount = reseller.id === SEED_IDS.buyer || reseller.id === SEED_IDS.trader;
    const games = seedAccount ? all.filter((g) => g.hot || g.recommended) : pickSome(prng, all, prng.int(2, 4));
    // resellers mostly buy currency; items and accounts less often
    const pool = placements(db, games).filter((p) => p.category.kind === 'gold' || prng.next() < 0.25);
    const target = demandTarget(reseller.id, prng);
    for (let n = 0; n < target; n++) {
      const p = prng.pick(pool);
      const id = String(seq++);
      const dp = decimals(p.basePrice);
      const unitPrice = p.basePrice.times(0.85 + prng.int(0, 110) / 1000).toFixed(dp);
      const kind = p.category.kind;
      const budget = new Big(prng.int(2, 60) * 100);
      const quantity =
        kind === 'account'
          ? 1
          : Math.max(1, Math.min(kind === 'item' ? 20 : 100_000, Number(budget.div(unitPrice).round(0, 0).toString())));
      const status = demandStatus(prng);
      const receivedQuantity = status === 'COMPLETED' ? quantity : prng.int(0, Math.floor((quantity - 1) * 0.7));
      const createdOffset = -prng.int(0, 80) * DAY_MS - prng.int(0, 86_399) * 1000;
      const attrs = chooseAttributes(prng, p.attributes);
      const minQuantity = kind === 'gold' ? Math.max(1, Math.min(quantity, prng.pick([1, 10, 50, 100]))) : 1;
      const createdAt = isoAt(anchor, createdOffset);
      const expired = status === 'EXPIRED';
      out.push({
        id,
        gameId: p.game.id,
        serverId: p.server.id,
        categoryId: p.category.id,
        title: titleOf(prng, p, attrs, english),
        unitPrice,
        minQuantity,
        maxQuantity: Math.max(minQuantity, quantity),
        tradeMethod: methodFor(prng, p.category),
        effectiveTime: isoAt(anchor, expired ? -prng.int(1, 10) * DAY_MS : prng.int(3, 60) * DAY_MS),
        imageList: [],
        attributeList: attrs,
        createdAt,
        modifiedAt: isoAt(anchor, editedOffset(createdOffset, prng.int(0, 48) * HOUR_MS)),
        resellerId: reseller.id,
        storeUrl: info.storeUrl!,
        storeName: info.storeName ?? reseller.username,
        quantity,
        receivedQuantity,
        status,
        publicStatus: prng.next() < 0.88 ? 'PUBLIC' : 'PRIVATE',
        demandPaymentDTO: {
          amount: new Big(unitPrice).times(quantity).toFixed(2),
          tradeAt: createdAt,
          refundAt: status === 'REFUNDED' ? isoAt(anchor, createdOffset + prng.int(1, 5) * DAY_MS) : undefined,
        },
      });
    }
  }
  return out;
}

/** k distinct elements, order by the prng. */
function pickSome<T>(prng: Prng, list: readonly T[], k: number): T[] {
  const copy = [...list];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = prng.int(0, i);
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy.slice(0, Math.min(k, copy.length));
}
