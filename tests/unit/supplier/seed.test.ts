import { SEED_IDS } from '../../../mock/_db/seed/users';
import { freshDbPerTest, getDb } from './db';

freshDbPerTest();

describe('supplier seed', () => {
  it('gives every seeded supplier account at least 300 commodities over more than one game', () => {
    const db = getDb();
    // the README's seed accounts that are main accounts with the supplier role open (a sub-account
    // works on its main account's goods; the market's filler stores are not sign-in accounts)
    const suppliers = Object.values(SEED_IDS)
      .map((id) => db.users[id])
      .filter((u) => u?.supplier && u.puid === '0');
    expect(suppliers.map((u) => u.id).sort()).toEqual([SEED_IDS.supplier, SEED_IDS.trader].sort());
    for (const u of suppliers) {
      const own = db.market.commodities.filter((c) => c.supplierId === u.id);
      const games = new Set(own.map((c) => c.gameId));
      expect({ username: u.username, enough: own.length >= 300, games: games.size > 1 }).toEqual({
        username: u.username,
        enough: true,
        games: true,
      });
    }
  });
});
