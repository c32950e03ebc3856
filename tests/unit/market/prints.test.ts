import Big from 'big.js';
import { categoryByKind, gameByCode, serversOf } from '../../../mock/_db/market/catalog';
import { goldRanking, HISTORY_DAYS, latestTrades, maskName, priceTrend, recordTradePrint } from '../../../mock/_db/market/prints';
import { seedMarket } from '../../../mock/_db/market/seed';
import { seedUsers } from '../../../mock/_db/seed/users';
import { beijingDay } from '../../../mock/_lib/dates';
import { ApiFailure } from '../../../mock/_lib/http';
import type { MockDb } from '../../../mock/_db/types';

function market(): Pick<MockDb, 'market'> {
  const users: MockDb['users'] = {};
  for (const u of seedUsers()) users[u.id] = u;
  return { market: seedMarket({ users }) };
}

const DAY = 86_400_000;

describe('trade prints', () => {
  const db = market();
  const at = db.market.anchor + 3 * 3_600_000;
  const wow = gameByCode(db, 'wow')!;
  const server = serversOf(db, wow.id)[0];
  const gold = categoryByKind(db, wow.id, 'gold')!;

  it('lays down 90 days of trades, none in the future', () => {
    const times = db.market.prints.map((p) => Date.parse(p.tradeAt));
    expect(Math.min(...times)).toBeGreaterThanOrEqual(db.market.anchor - HISTORY_DAYS * DAY);
    expect(Math.max(...times)).toBeLessThan(db.market.anchor);
    for (const p of db.market.prints.slice(0, 200)) expect(p.amount).toBe(new Big(p.unitPrice).times(p.quantity).toFixed(2));
  });

  it('gives one point per Beijing day of the window with volume-weighted averages', () => {
    const trend = priceTrend(db, { gameId: wow.id, serverId: server.id, days: 7 }, at);
    expect(trend.categoryId).toBe(gold.id);
    expect(trend.points).toHaveLength(7);
    expect(trend.points[6].date).toBe(beijingDay(at));
    const day = trend.points[2];
    const prints = db.market.prints.filter(
      (p) => p.serverId === server.id && p.categoryId === gold.id && beijingDay(Date.parse(p.tradeAt)) === day.date,
    );
    const volume = prints.reduce((n, p) => n + p.quantity, 0);
    expect(day.volume).toBe(volume);
    if (volume > 0) {
      const sum = prints.reduce((s, p) => s.plus(new Big(p.unitPrice).times(p.quantity)), new Big(0));
      expect(day.avgPrice).toBe(sum.div(volume).toFixed(2));
      expect(new Big(day.minPrice).lte(day.avgPrice) && new Big(day.avgPrice).lte(day.maxPrice)).toBe(true);
    }
    expect(priceTrend(db, { gameId: wow.id, serverId: server.id, days: 90 }, at).points.length).toBeGreaterThan(80);
  });

  it('refuses a server of another game', () => {
    const other = serversOf(db, gameByCode(db, 'ff14')!.id)[0];
    expect(() => priceTrend(db, { gameId: wow.id, serverId: other.id, days: 7 }, at)).toThrow(ApiFailure);
  });

  it('ranks servers cheapest first with the weekly change', () => {
    const ranking = goldRanking(db, wow.id, 5, at);
    expect(ranking.map((r) => r.rank)).toEqual([1, 2, 3, 4, 5]);
    for (let i = 1; i < ranking.length; i++) expect(new Big(ranking[i - 1].avgPrice).lte(ranking[i].avgPrice)).toBe(true);
    expect(ranking[0].change).toMatch(/^-?\d+\.\d{4}$|^0$/);
    expect(goldRanking(db, gameByCode(db, 'genshin')!.id, 5, at)).toEqual([]);
  });

  it('puts a recorded trade at the head of the tape, buyer masked', () => {
    recordTradePrint(db, {
      gameId: wow.id,
      serverId: server.id,
      categoryId: gold.id,
      unitPrice: '5.10',
      quantity: 3,
      tradeAt: new Date(at).toISOString(),
      buyerName: 'buyer',
    });
    const [latest] = latestTrades(db, 5);
    expect(latest.amount).toBe('15.30');
    expect(latest.buyer).toBe('b***r');
    expect(latest.gameNameEn).toBe('World of Warcraft');
    expect(latestTrades(db, 5, gameByCode(db, 'ff14')!.id).every((t) => t.gameId !== wow.id)).toBe(true);
    expect(maskName('ab')).toBe('a*');
  });
});
