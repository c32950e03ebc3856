import { seedDb } from '../../../mock/_db/seed';
import { SEED_IDS } from '../../../mock/_db/seed/users';
import { entriesOf } from '../../../mock/_db/money/ledger';
import { isBankCard } from '@/domain/account/rules';

describe('account seed', () => {
  const db = seedDb();
  it('gives the trading seed accounts a year of points, sign-ins and operations', () => {
    for (const id of [SEED_IDS.buyer, SEED_IDS.supplier, SEED_IDS.trader]) {
      const points = entriesOf(db, id, 'POINT');
      expect(points.length).toBeGreaterThan(1000);
      const days = (Date.parse(points[0].tradeAt) - Date.parse(points[points.length - 2].tradeAt)) / 86_400_000;
      expect(days).toBeGreaterThan(330);
      // balanceAfter runs in booking order: each entry continues the previous one
      const oldestFirst = [...points].reverse();
      for (let i = 1; i < oldestFirst.length; i += 1) {
        expect(Number(oldestFirst[i - 1].balanceAfter) + Number(oldestFirst[i].amount)).toBe(Number(oldestFirst[i].balanceAfter));
      }
      expect(db.account.loginLog.filter((r) => r.userId === id).length).toBeGreaterThan(300);
      expect(db.account.auditLog.filter((r) => r.ownerId === id).length).toBeGreaterThan(200);
    }
  });
  it('gives buyer, supplier and trader at least 5 000 ledger entries over the last 12 months', () => {
    const since = db.market.anchor - 365 * 86_400_000;
    for (const id of [SEED_IDS.buyer, SEED_IDS.supplier, SEED_IDS.trader]) {
      const inYear = db.money.entries.filter((e) => e.userId === id && Date.parse(e.tradeAt) >= since);
      expect(inYear.length).toBeGreaterThanOrEqual(5000);
      const balance = inYear.filter((e) => e.account === 'BALANCE').map((e) => Date.parse(e.tradeAt));
      // the balance statement itself spans the year, not only the live orders' 90 days
      expect((Math.max(...balance) - Math.min(...balance)) / 86_400_000).toBeGreaterThan(330);
      expect(balance.length).toBeGreaterThan(2000);
    }
  });
  it('seeds valid receiving accounts, one default per owner, and lists', () => {
    const byOwner = new Map<string, number>();
    for (const a of db.account.receivingAccounts) {
      if (a.accountType === 'BANK_CARD') expect(isBankCard(a.accountNo)).toBe(true);
      if (a.defaulted) byOwner.set(a.ownerId, (byOwner.get(a.ownerId) ?? 0) + 1);
    }
    expect([...byOwner.values()].every((n) => n === 1)).toBe(true);
    expect(db.account.lists.some((e) => e.ownerId === SEED_IDS.buyer && e.list === 'blacklist')).toBe(true);
  });
});
