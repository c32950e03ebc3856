import { seedDb } from '../../../mock/_db/seed';
import { SEED_IDS } from '../../../mock/_db/seed/users';
import { entriesOf } from '../../../mock/_db/money/ledger';
import { isBankCard } from '@/constants/accountRules';

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
