import { transfer } from '../../../mock/_db/money/ledger';
import Big from 'big.js';
import { fundInfo } from '../../../mock/_db/fund';
import { seedDb } from '../../../mock/_db/seed';
import { SEED_IDS } from '../../../mock/_db/seed/users';
import { getDb, resetDb } from '../../../mock/_db/store';
import { issueToken } from '../../../mock/_db/tokens';
import { authoritiesOf, findUserByUsername, hasAuthority, requireAuthority, toCurrentUser } from '../../../mock/_db/users';
import { checkPassword, SEED_PASSWORD } from '../../../mock/_db/passwords';
import type { UserRecord } from '../../../mock/_db/types';
import { failureOf } from './failure';

function user(username: string): UserRecord {
  const found = findUserByUsername(getDb(), username);
  if (!found) throw new Error(`no seed user ${username}`);
  return found;
}
const view = (username: string) => toCurrentUser(getDb(), user(username));

beforeEach(() => {
  resetDb();
});

describe('seed', () => {
  it('is the same on every run', () => {
    expect(seedDb()).toEqual(seedDb());
  });

  it('gives every account the shared password and a numeric id', () => {
    for (const username of Object.keys(SEED_IDS)) {
      const u = user(username);
      expect(checkPassword(SEED_PASSWORD, u.passwordHash)).toBe(true);
      expect(checkPassword('passw0rd!', u.passwordHash)).toBe(false);
      expect(u.id).toMatch(/^\d+$/);
    }
  });

  it('sets buyer up as a verified reseller with the deposit paid', () => {
    expect(view('buyer')).toMatchObject({
      puid: '0',
      realNameAuth: true,
      realNameAuthStatus: 'AUTHORIZED',
      reseller: true,
      supplier: false,
      resellerInfo: { storeUrl: 'buyer-store' },
      deposit: '200.00',
      lockedDeposit: '0.00',
      effectiveDeposit: '200.00',
      merchantProgress: { reseller: 'completion', supplier: 'terms' },
    });
    expect(view('buyer').resellerInfo?.imAccount).toBeTruthy();
    expect(view('buyer').contactQq).toBeTruthy();
    expect(view('buyer').roles).toEqual(expect.arrayContaining(['ROLE_BUYER_OR_SELLER', 'ROLE_BUYER']));
  });

  it('sets the other accounts up as the brief says', () => {
    expect(view('supplier')).toMatchObject({
      supplier: true,
      supplierInfo: { storeUrl: 'supplier-store' },
      merchantProgress: { supplier: 'completion', reseller: 'recharge' },
    });
    expect(view('trader')).toMatchObject({
      supplier: true,
      reseller: true,
      merchantProgress: { supplier: 'completion', reseller: 'completion' },
    });
    const newbie = view('newbie');
    expect(newbie).toMatchObject({ realNameAuth: false, realNameAuthStatus: 'UNAUTHORIZED', reseller: false, supplier: false });
    expect(newbie.contactQq).toBeUndefined();
    expect(newbie.contactPhone).toBeUndefined();
    expect(newbie.merchantProgress).toEqual({ supplier: 'realname', reseller: 'realname' });
    expect(user('secure').mfa).toBe(true);
    expect(view('admin').roles).toEqual(['ROLE_ADMIN']);
  });
});

describe('reset', () => {
  it('throws away changes and starts again from the seed', () => {
    const db = getDb();
    db.users[SEED_IDS.buyer].deposit = '0.00';
    issueToken(db, SEED_IDS.buyer);
    const fresh = resetDb();
    expect(getDb()).toBe(fresh);
    expect(fresh.users[SEED_IDS.buyer].deposit).toBe('200.00');
    expect(Object.keys(fresh.tokens)).toHaveLength(0);
  });

  it('keeps the store on globalThis, so a reloaded module sees the same data', () => {
    const db = getDb();
    db.users[SEED_IDS.buyer].point = '4242';
    jest.isolateModules(() => {
      const reloaded: typeof import('../../../mock/_db/store') = require('../../../mock/_db/store');
      expect(reloaded.getDb().users[SEED_IDS.buyer].point).toBe('4242');
    });
  });

  it('re-seeds a store left by an older version', () => {
    const db = getDb();
    db.version = -1;
    db.users[SEED_IDS.buyer].point = '4242';
    expect(getDb().users[SEED_IDS.buyer].point).not.toBe('4242');
  });
});

describe('sub-account', () => {
  it('hangs off supplier and inherits its role, real-name state and money', () => {
    const sub = view('supplier_sub');
    const parent = view('supplier');
    expect(sub.puid).toBe(SEED_IDS.supplier);
    expect(sub.puid).not.toBe('0');
    expect(sub.id).not.toBe(parent.id);
    expect(sub).toMatchObject({
      supplier: true,
      supplierInfo: parent.supplierInfo,
      realNameAuth: true,
      deposit: parent.deposit,
      merchantProgress: parent.merchantProgress,
    });
    expect(fundInfo(getDb(), user('supplier_sub'))).toEqual(fundInfo(getDb(), user('supplier')));
  });

  it('holds ORDER_SOLD and COMMODITY only', () => {
    const sub = user('supplier_sub');
    expect(authoritiesOf(sub)).toEqual(['ORDER_SOLD', 'COMMODITY']);
    expect(hasAuthority(sub, 'ORDER_SOLD')).toBe(true);
    for (const refused of ['STOCK_RECORD', 'WITHDRAWAL', 'FUND_BALANCES', 'FUND_DEPOSIT', 'SUB_ACCOUNT'] as const) {
      expect(hasAuthority(sub, refused)).toBe(false);
    }
    const failure = failureOf(() => requireAuthority(sub, 'WITHDRAWAL'));
    expect(failure.status).toBe(403);
  });

  it('does not limit a main account', () => {
    expect(hasAuthority(user('supplier'), 'WITHDRAWAL')).toBe(true);
    expect(() => requireAuthority(user('buyer'), 'STOCK_RECORD')).not.toThrow();
  });
});

describe('fund info', () => {
  it("matches the user's deposit fields", () => {
    expect(fundInfo(getDb(), user('buyer'))).toMatchObject({
      effectiveDeposit: '200.00',
      depositAmount: '200.00',
      lockDeposit: '0.00',
    });
  });

  it('takes locked deposit and frozen balance off', () => {
    const buyer = user('buyer');
    // the money ledger is the source of truth: lock part of the deposit through it
    transfer(getDb(), {
      from: { userId: buyer.id, account: 'DEPOSIT' },
      to: { userId: buyer.id, account: 'LOCKED_DEPOSIT' },
      amount: '50.50',
      bizType: 'DEPOSIT_LOCK',
      businessKind: 'DEPOSIT',
      bizNo: 'T-LOCK-1',
    });
    const supplier = fundInfo(getDb(), user('supplier'));
    expect(fundInfo(getDb(), buyer).effectiveDeposit).toBe('149.50');
    expect(toCurrentUser(getDb(), buyer).effectiveDeposit).toBe('149.50');
    expect(new Big(supplier.withdrawableBalance).lt(supplier.balance)).toBe(true);
  });
});
