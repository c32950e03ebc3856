import Big from 'big.js';
import type { GoldRankingItem, LatestTrade, PricePoint, PriceTrend } from '../../../src/types';
import { badRequest, notFound } from '../../_lib/http';
import type { Prng } from '../../_lib/prng';
import { categoriesOf, categoryByKind, findCategory, findGame, findServer, serversOf } from './catalog';
import type { MarketDb, PrintRecord } from './state';
import { referencePrice } from './listings';
import { callerLang, tr } from '../../_lib/i18n';
import { beijingDay, DAY_MS, iso } from '../../_lib/dates';

/**
 * Trade prints: every closed trade's price, the history behind the weekly price trend, the gold
 * ranking and the latest-trades tape. The seed lays down 90 days of them; TRADE adds one per
 * completed order through recordTradePrint.
 */

/** Days of history the seed lays down and the trend can show. */
export const HISTORY_DAYS = 90;

export function maskName(name: string): string {
  if (name.length <= 2) return `${name[0] ?? '*'}*`;
  return `${name[0]}***${name[name.length - 1]}`;
}

const BUYER_NAMES = [
  'wanglei',
  'lucky88',
  'shadowfox',
  'zhangmin',
  'frostbite',
  'xiaoyu',
  'kaiser',
  'moonlit',
  'tiger520',
  'nova',
  'liqiang',
  'ember',
  'chenjie',
  'ravenx',
  'huahua',
  'stormy',
];

function decimalsFor(price: Big): number {
  return price.lt(1) ? 4 : 2;
}

export function seedPrints(db: MarketDb, prng: Prng, anchor: number): PrintRecord[] {
  const out: PrintRecord[] = [];
  let n = 0;
  // history ends at the anchor (midnight UTC) so no seeded trade lies in the future
  const start = anchor - HISTORY_DAYS * DAY_MS;
  for (const game of db.market.catalog.games) {
    for (const category of categoriesOf(db, game.id)) {
      const gold = category.kind === 'gold';
      for (const server of serversOf(db, game.id)) {
        const ref = referencePrice(game, server, category);
        const dp = decimalsFor(ref);
        // mean-reverting walk of the day's price level around the reference price
        let level = 1 + (prng.next() - 0.5) * 0.1;
        for (let day = 0; day < HISTORY_DAYS; day++) {
          level = level + (1 - level) * 0.08 + (prng.next() - 0.5) * 0.05;
          const count = gold ? prng.int(2, 5) : prng.next() < 0.3 ? 1 : 0;
          for (let k = 0; k < count; k++) {
            const price = ref.times(level).times(1 + (prng.next() - 0.5) * 0.04);
            const quantity = gold ? prng.int(5, 800) : 1;
            const unitPrice = price.toFixed(dp);
            const at = start + day * DAY_MS + prng.int(0, DAY_MS / 1000 - 1) * 1000;
            out.push({
              id: `P${++n}`,
              gameId: game.id,
              serverId: server.id,
              categoryId: category.id,
              unitPrice,
              quantity,
              amount: new Big(unitPrice).times(quantity).toFixed(2),
              tradeAt: iso(at),
              buyer: maskName(prng.pick(BUYER_NAMES)),
            });
          }
        }
      }
    }
  }
  return out.sort((a, b) => a.tradeAt.localeCompare(b.tradeAt));
}

/** Called by TRADE when an order completes, so the tape and the trend include it. */
export function recordTradePrint(
  db: MarketDb,
  input: { gameId: string; serverId: string; categoryId: string; unitPrice: string; quantity: number; tradeAt: string; buyerName: string },
): PrintRecord {
  db.market.seq.misc += 1;
  const print: PrintRecord = {
    id: `P-${db.market.seq.misc}`,
    gameId: input.gameId,
    serverId: input.serverId,
    categoryId: input.categoryId,
    unitPrice: input.unitPrice,
    quantity: input.quantity,
    amount: new Big(input.unitPrice).times(input.quantity).toFixed(2),
    tradeAt: input.tradeAt,
    buyer: maskName(input.buyerName),
  };
  db.market.prints.push(print);
  return print;
}

export function latestTrades(db: MarketDb, limit: number, gameId?: string): LatestTrade[] {
  const out: LatestTrade[] = [];
  const prints = db.market.prints;
  // prints are appended in time order, so the newest sit at the end
  const sorted =
    prints.length > 0 && prints[prints.length - 1].tradeAt < prints[0].tradeAt
      ? [...prints].sort((a, b) => a.tradeAt.localeCompare(b.tradeAt))
      : prints;
  for (let i = sorted.length - 1; i >= 0 && out.length < limit; i--) {
    const p = sorted[i];
    if (gameId && p.gameId !== gameId) continue;
    const game = findGame(db, p.gameId);
    const server = findServer(db, p.serverId);
    const category = findCategory(db, p.categoryId);
    if (!game || !server || !category) continue;
    out.push({
      ...p,
      gameName: game.name,
      gameNameEn: game.nameEn,
      serverName: server.name,
      serverNameEn: server.nameEn,
      categoryName: category.name,
      categoryNameEn: category.nameEn,
      unit: category.unit,
      unitEn: category.unitEn,
    });
  }
  return out;
}

interface DayBucket {
  sum: Big;
  volume: number;
  count: number;
  min?: Big;
  max?: Big;
}

/** Volume-weighted average price of a set of prints; undefined when there are none. */
function vwap(prints: PrintRecord[]): { avg: Big; volume: number } | undefined {
  let sum = new Big(0);
  let volume = 0;
  for (const p of prints) {
    sum = sum.plus(new Big(p.unitPrice).times(p.quantity));
    volume += p.quantity;
  }
  return volume > 0 ? { avg: sum.div(volume), volume } : undefined;
}

function change(from: Big, to: Big): string {
  return from.eq(0) ? '0' : to.minus(from).div(from).toFixed(4);
}

/** A game's name in the caller's language. */
const gameName = (g: { name: string; nameEn: string }) => (callerLang() === 'zh-CN' ? g.name : g.nameEn);

/**
 * Daily price points of a (game, server, category) over the last `days` Beijing days up to `at`
 * (2 to HISTORY_DAYS). A day without trades repeats the previous average with no volume, so the
 * line has no holes.
 */

export function priceTrend(
  db: MarketDb,
  q: { gameId: string; serverId: string; categoryId?: string; days: number },
  at: number,
): PriceTrend {
  const game = findGame(db, q.gameId);
  if (!game) throw notFound(tr('server.market.game.notFound', { id: q.gameId }));
  const server = findServer(db, q.serverId);
  if (!server || server.gameId !== game.id)
    throw badRequest(tr('server.market.server.title'), tr('server.market.server.notOfGame', { id: q.serverId, game: gameName(game) }));
  const category = q.categoryId ? findCategory(db, q.categoryId) : (categoryByKind(db, game.id, 'gold') ?? categoriesOf(db, game.id)[0]);
  if (!category || category.gameId !== game.id)
    throw badRequest(
      tr('server.market.category.title'),
      tr('server.market.category.notOfGame', { id: q.categoryId ?? '', game: gameName(game) }),
    );
  const days = Math.min(HISTORY_DAYS, Math.max(2, q.days));
  const dates = Array.from({ length: days }, (_, i) => beijingDay(at - (days - 1 - i) * DAY_MS));
  const buckets = new Map<string, DayBucket>(dates.map((d) => [d, { sum: new Big(0), volume: 0, count: 0 }]));
  for (const p of db.market.prints) {
    if (p.serverId !== server.id || p.categoryId !== category.id) continue;
    const b = buckets.get(beijingDay(Date.parse(p.tradeAt)));
    if (!b) continue;
    const price = new Big(p.unitPrice);
    b.sum = b.sum.plus(price.times(p.quantity));
    b.volume += p.quantity;
    b.count += 1;
    b.min = !b.min || price.lt(b.min) ? price : b.min;
    b.max = !b.max || price.gt(b.max) ? price : b.max;
  }
  const dp = decimalsFor(referencePrice(game, server, category));
  let last: Big | undefined;
  const points: PricePoint[] = [];
  for (const date of dates) {
    const b = buckets.get(date)!;
    const avg = b.volume > 0 ? b.sum.div(b.volume) : last;
    if (!avg) continue;
    last = avg;
    points.push({
      date,
      avgPrice: avg.toFixed(dp),
      minPrice: (b.min ?? avg).toFixed(dp),
      maxPrice: (b.max ?? avg).toFixed(dp),
      volume: b.volume,
      tradeCount: b.count,
    });
  }
  const first = points[0];
  const end = points[points.length - 1];
  return {
    gameId: game.id,
    serverId: server.id,
    categoryId: category.id,
    unit: category.unit,
    unitEn: category.unitEn,
    points,
    change: first && end ? change(new Big(first.avgPrice), new Big(end.avgPrice)) : '0',
  };
}

/**
 * Servers of a game ranked by their gold price over the last 7 days (cheapest first: the most gold
 * per yuan), with the change against the 7 days before.
 */
export function goldRanking(db: MarketDb, gameId: string, limit: number, at: number): GoldRankingItem[] {
  const game = findGame(db, gameId);
  if (!game) throw notFound(tr('server.market.game.notFound', { id: gameId }));
  const category = categoryByKind(db, gameId, 'gold');
  if (!category) return [];
  const weekStart = at - 7 * DAY_MS;
  const prevStart = at - 14 * DAY_MS;
  const recent = new Map<string, PrintRecord[]>();
  const previous = new Map<string, PrintRecord[]>();
  for (const p of db.market.prints) {
    if (p.categoryId !== category.id) continue;
    const t = Date.parse(p.tradeAt);
    const target = t > weekStart && t <= at ? recent : t > prevStart && t <= weekStart ? previous : undefined;
    if (!target) continue;
    const list = target.get(p.serverId) ?? [];
    list.push(p);
    target.set(p.serverId, list);
  }
  const rows: Array<Omit<GoldRankingItem, 'rank'> & { avg: Big }> = [];
  for (const server of serversOf(db, gameId)) {
    const now = vwap(recent.get(server.id) ?? []);
    if (!now) continue;
    const before = vwap(previous.get(server.id) ?? []);
    const dp = decimalsFor(now.avg);
    rows.push({
      avg: now.avg,
      gameId,
      serverId: server.id,
      serverName: server.name,
      serverNameEn: server.nameEn,
      gameName: game.name,
      gameNameEn: game.nameEn,
      unit: category.unit,
      unitEn: category.unitEn,
      avgPrice: now.avg.toFixed(dp),
      change: before ? change(before.avg, now.avg) : '0',
      volume: now.volume,
    });
  }
  return rows
    .sort((a, b) => a.avg.cmp(b.avg))
    .slice(0, limit)
    .map(({ avg: _avg, ...row }, i) => ({ ...row, rank: i + 1 }));
}
