/**
 * Seed of the account slice: lists, risk figures, real-name records, receiving accounts, a year of
 * sign-ins and operations for the seed accounts. Deterministic (prng), dated from SEED_EPOCH like
 * the money ledger's history.
 */
import Big from 'big.js';
import type { AuditModule, ListKind, ListType } from '../../../src/domain/account/facts';
import type { LedgerEntry } from '../../../src/domain/account/money';
import { idCardCheckChar } from '../../../src/domain/account/rules';
import { beijingDay, DAY_MS as DAY, iso } from '../../_lib/dates';
import { createPrng, type Prng } from '../../_lib/prng';
import { transfer } from '../money/ledger';
import type { SeedContext } from '../seed/context';
import { SEED_EPOCH, SEED_IDS } from '../seed/users';
import type { UserRecord } from '../types';
import { nextId } from './db';
import { recordLogin } from './logins';
import { recordAudit } from './audit';
import { type AccountState, emptyAccountState, type ListRecord } from './state';

const SEED_DAYS = 365;

/** Activity ends at the market's day anchor (start of the current UTC day): recent, yet identical seeds on one day. */
const startOf = (ctx: SeedContext): number => (ctx.market?.anchor ?? SEED_EPOCH + SEED_DAYS * DAY) - SEED_DAYS * DAY;
const IPS = ['27.115.83.', '58.34.112.', '101.227.66.', '114.80.166.', '116.228.111.', '183.60.92.', '221.239.1.', '39.156.69.'];
const DEVICES = ['Chrome 120 · Windows', 'Chrome 121 · macOS', 'Edge 120 · Windows', 'Safari 17 · iOS', 'Firefox 121 · Windows'];

/** A valid resident ID number (birth date and check character right). */
export function makeIdCard(prng: Prng): string {
  const area = String(prng.pick([110101, 310104, 440305, 330106, 510107, 420106]));
  const birth = new Date(Date.UTC(prng.int(1970, 2000), prng.int(0, 11), prng.int(1, 28)));
  const ymd = birth.toISOString().slice(0, 10).replace(/-/g, '');
  const first17 = `${area}${ymd}${String(prng.int(0, 999)).padStart(3, '0')}`;
  return `${first17}${idCardCheckChar(first17)}`;
}

function seedLists(users: UserRecord[], state: AccountState, prng: Prng, start: number): void {
  const suppliers = users.filter((u) => u.supplier && u.puid === '0');
  const resellers = users.filter((u) => u.reseller && u.puid === '0');
  const add = (owner: UserRecord, kind: ListKind, list: ListType, target: UserRecord, day: number, remark?: string) => {
    if (owner.id === target.id || state.lists.some((e) => e.ownerId === owner.id && e.kind === kind && e.userId === target.id)) return;
    const info = kind === 'suppliers' ? target.supplierInfo : target.resellerInfo;
    const at = iso(start + day * DAY + prng.int(0, 86_399) * 1000);
    const record: ListRecord = {
      id: nextId(state, 'LS'),
      ownerId: owner.id,
      kind,
      list,
      userId: target.id,
      username: target.username,
      storeName: info?.storeName,
      storeUrl: info?.storeUrl,
      remark,
      createdAt: at,
      modifiedAt: at,
    };
    state.lists.push(record);
  };
  const { buyer, supplier, trader } = SEED_IDS;
  for (const owner of users.filter((u) => [buyer, supplier, trader].includes(u.id as never))) {
    if (owner.reseller) {
      // a receiver rates the suppliers it buys from
      suppliers
        .slice(0, 12)
        .forEach((s, i) =>
          add(
            owner,
            'suppliers',
            i % 4 === 3 ? 'blacklist' : 'whitelist',
            s,
            prng.int(0, SEED_DAYS - 1),
            i % 4 === 3 ? 'Slow delivery' : undefined,
          ),
        );
    }
    if (owner.supplier) {
      resellers
        .slice(0, 10)
        .forEach((r, i) =>
          add(
            owner,
            'resellers',
            i % 3 === 2 ? 'blacklist' : 'whitelist',
            r,
            prng.int(0, SEED_DAYS - 1),
            i % 3 === 2 ? 'Disputed receipts' : undefined,
          ),
        );
    }
  }
  // synthetic merchants keep lists too, so a few counterparties are on several blacklists
  const flagged = [...suppliers.slice(-3), ...resellers.slice(-2)].filter((u) => !Object.values(SEED_IDS).includes(u.id as never));
  for (const owner of users.filter((u) => Number(u.id) >= 20001)) {
    for (const target of flagged) {
      if (prng.next() < 0.5) add(owner, target.supplier ? 'suppliers' : 'resellers', 'blacklist', target, prng.int(0, SEED_DAYS - 1));
    }
  }
}

function seedRisk(users: UserRecord[], state: AccountState, prng: Prng): void {
  for (const u of users) {
    if (u.puid !== '0' || (!u.supplier && !u.reseller)) continue;
    const risky = prng.next() < 0.2;
    const seedAccount = Object.values(SEED_IDS).includes(u.id as never);
    state.riskProfiles[u.id] = {
      disputeRate: risky && !seedAccount ? (prng.int(50, 140) / 1000).toFixed(3) : (prng.int(0, 30) / 1000).toFixed(3),
      cancelRate: risky && !seedAccount && prng.next() < 0.5 ? (prng.int(100, 220) / 1000).toFixed(3) : (prng.int(0, 60) / 1000).toFixed(3),
      idleDays: !seedAccount && prng.next() < 0.15 ? prng.int(61, 240) : prng.int(0, 20),
    };
  }
}

function seedRealname(users: UserRecord[], state: AccountState, prng: Prng): void {
  for (const u of users) {
    if (u.puid !== '0' || u.realNameAuthStatus !== 'AUTHORIZED') continue;
    state.realname[u.id] = {
      userId: u.id,
      method: 'ALIPAY',
      realName: u.realName ?? u.nickname ?? u.username,
      idNumber: makeIdCard(prng),
      submittedAt: u.realNameVerifiedAt ?? u.createdAt ?? iso(SEED_EPOCH),
    };
  }
}

function seedReceivingAccounts(state: AccountState, users: Record<string, UserRecord>): void {
  const add = (ownerId: string, accountType: 'ALIPAY' | 'BANK_CARD', accountNo: string, defaulted: boolean, bankName?: string) => {
    const owner = users[ownerId];
    if (!owner) return;
    state.receivingAccounts.push({
      id: nextId(state, 'RA'),
      ownerId,
      accountType,
      accountName: owner.realName ?? owner.username,
      accountNo,
      bankName,
      bankBranch: bankName ? 'Shanghai Lujiazui Branch' : undefined,
      defaulted,
      createdAt: iso(SEED_EPOCH + 3 * DAY),
    });
  };
  add(SEED_IDS.buyer, 'ALIPAY', '13800010001', true);
  add(SEED_IDS.supplier, 'ALIPAY', 'supplier@example.com', true);
  add(SEED_IDS.supplier, 'BANK_CARD', '6222020200112233446', false, 'ICBC');
  add(SEED_IDS.trader, 'BANK_CARD', '6217000010001234569', true, 'CCB');
}

/**
 * The withdrawals the trade seeder booked in the ledger (WITHDRAWAL_APPLY … PAID and FEE under one
 * bizNo) become paid withdrawal records, to the owner's default receiving account: the withdrawal
 * list and the balance records tell the same story.
 */
function seedWithdrawalRecords(ctx: SeedContext, state: AccountState): void {
  if (!ctx.money) return;
  const byBizNo = new Map<string, LedgerEntry[]>();
  for (const e of ctx.money.entries) {
    if (e.businessKind !== 'WITHDRAWAL') continue;
    const list = byBizNo.get(e.bizNo);
    if (list) list.push(e);
    else byBizNo.set(e.bizNo, [e]);
  }
  for (const [bizNo, entries] of byBizNo) {
    const apply = entries.find((e) => e.bizType === 'WITHDRAWAL_APPLY' && e.account === 'BALANCE');
    const paid = entries.find((e) => e.bizType === 'WITHDRAWAL_PAID' && e.account === 'FROZEN');
    const fee = entries.find((e) => e.bizType === 'WITHDRAWAL_FEE' && e.account === 'FROZEN');
    if (!apply || !paid || !fee) continue;
    const account = state.receivingAccounts.find((a) => a.ownerId === apply.userId && a.defaulted);
    if (!account) continue;
    state.withdrawals.push({
      id: nextId(state, 'WD'),
      bizNo,
      ownerId: apply.userId,
      operatorId: apply.userId,
      amount: new Big(apply.amount).abs().toFixed(2),
      fee: new Big(fee.amount).abs().toFixed(2),
      actualAmount: new Big(paid.amount).abs().toFixed(2),
      accountId: account.id,
      accountType: account.accountType,
      accountNo: account.accountNo,
      status: 'PAID',
      createdAt: apply.tradeAt,
      payAt: Date.parse(paid.tradeAt),
      reviewedAt: paid.tradeAt,
    });
  }
}

const AUDIT_ACTIONS: Array<[AuditModule, string]> = [
  ['ACCOUNT', 'PROFILE_UPDATE'],
  ['SECURITY', 'PASSWORD_CHANGE'],
  ['FUND', 'RECEIVING_ACCOUNT_ADD'],
  ['FUND', 'WITHDRAWAL_APPLY'],
  ['LIST', 'LIST_ADD'],
  ['LIST', 'LIST_REMOVE'],
  ['ORDER', 'ORDER_DELIVER'],
  ['ORDER', 'ORDER_REMIND'],
  ['COMMODITY', 'COMMODITY_PUBLISH'],
  ['COMMODITY', 'COMMODITY_PRICE_CHANGE'],
  ['DEMAND', 'DEMAND_PUBLISH'],
  ['SUB_ACCOUNT', 'SUB_ACCOUNT_UPDATE'],
];

/** A year of sign-ins (about two a day, a few failed) and operations for the active seed accounts. */
function seedActivity(users: Record<string, UserRecord>, state: AccountState, prng: Prng, start: number): void {
  const db = { users, account: state };
  const active = [SEED_IDS.buyer, SEED_IDS.supplier, SEED_IDS.trader, SEED_IDS.supplier_sub, SEED_IDS.secure];
  const events: Array<{ at: number; run: () => void }> = [];
  for (const id of active) {
    const user = users[id];
    if (!user) continue;
    const homeIp = `${prng.pick(IPS)}${prng.int(2, 250)}`;
    const device = prng.pick(DEVICES);
    for (let day = 0; day < SEED_DAYS; day += 1) {
      const logins = prng.int(0, 3);
      for (let n = 0; n < logins; n += 1) {
        const at = start + day * DAY + prng.int(0, 86_399) * 1000;
        const away = prng.next() < 0.08;
        const ip = away ? `${prng.pick(IPS)}${prng.int(2, 250)}` : homeIp;
        const failed = prng.next() < 0.04;
        const dev = away ? prng.pick(DEVICES) : device;
        events.push({
          at,
          run: () =>
            recordLogin(db, user, {
              ip,
              device: dev,
              channel: user.mfa ? 'OTP' : 'PASSWORD',
              result: failed ? 'FAILURE' : 'SUCCESS',
              at,
            }),
        });
      }
      if (prng.next() < 0.7) {
        const [module, action] = prng.pick(
          user.supplier ? AUDIT_ACTIONS.filter(([m]) => m !== 'DEMAND') : AUDIT_ACTIONS.filter(([m]) => m !== 'COMMODITY'),
        );
        const at = start + day * DAY + prng.int(0, 86_399) * 1000;
        const target = module === 'ORDER' ? `O${String(prng.int(1, 999_999)).padStart(10, '0')}` : undefined;
        events.push({
          at,
          run: () => recordAudit(db, user, { module, action, target, ip: homeIp, at }),
        });
      }
    }
  }
  // logs are kept oldest first, whatever the order they were drawn in
  events.sort((a, b) => a.at - b.at).forEach((e) => e.run());
}

/**
 * A year of loyalty points on the POINT account (which only the opening entry touched before):
 * a daily check-in, points for every completed order (live and archived, 1 per 10 yuan, at least 1)
 * and a redemption whenever 2 000 points have piled up. Booked in date order after the opening.
 */
function seedPoints(ctx: SeedContext, prng: Prng): void {
  const ledger = ctx.money && ctx.trade ? { money: ctx.money, users: ctx.users } : undefined;
  if (!ledger || !ctx.trade) return;
  const end = Date.parse(ctx.trade.orders.reduce((m, o) => (o.orderAt > m ? o.orderAt : m), iso(SEED_EPOCH)));
  const start = end - SEED_DAYS * DAY;
  const completed = [...ctx.trade.orders, ...ctx.trade.archive.map((a) => a.order)].filter((o) => o.status === 'COMPLETED' && o.settledAt);
  for (const id of [SEED_IDS.buyer, SEED_IDS.supplier, SEED_IDS.trader]) {
    const events: Array<{
      at: number;
      amount: number;
      bizType: string;
      bizNo: string;
    }> = [];
    for (let day = 0; day < SEED_DAYS; day += 1) {
      if (prng.next() < 0.8) {
        const at = start + day * DAY + prng.int(8 * 3600, 23 * 3600) * 1000;
        events.push({
          at,
          amount: 5,
          bizType: 'POINT_CHECKIN',
          bizNo: `CK${id}${beijingDayDigits(at)}`,
        });
      }
    }
    for (const o of completed) {
      if (o.buyer.id !== id && o.seller.id !== id) continue;
      const at = Date.parse(o.settledAt!);
      if (at < start || at > end) continue;
      events.push({
        at,
        amount: Math.max(1, Math.floor(Number(o.amount) / 10)),
        bizType: 'POINT_ORDER',
        bizNo: o.orderNo,
      });
    }
    events.sort((a, b) => a.at - b.at);
    // a redemption falls a minute to an hour after the grant that crossed 2 000 points; it waits
    // until its time comes, so the account is booked in time order
    let pending = 0;
    const due: Array<{ at: number; amount: number }> = [];
    const redeemUntil = (until: number) => {
      while (due.length > 0 && due[0].at <= until) {
        const r = due.shift()!;
        transfer(ledger, {
          from: { userId: id, account: 'POINT' },
          to: 'EXTERNAL',
          amount: String(r.amount),
          bizType: 'POINT_REDEEM',
          businessKind: 'POINT',
          bizNo: `PR${id}${beijingDayDigits(r.at)}`,
          remark: 'Fee voucher',
          at: iso(r.at),
        });
      }
    };
    for (const e of events) {
      redeemUntil(e.at);
      transfer(ledger, {
        from: 'EXTERNAL',
        to: { userId: id, account: 'POINT' },
        amount: String(e.amount),
        bizType: e.bizType,
        businessKind: 'POINT',
        bizNo: e.bizNo,
        at: iso(e.at),
      });
      pending += e.amount;
      if (pending >= 2000) {
        const amount = 1000 * prng.int(1, 2);
        due.push({ at: e.at + prng.int(60, 3600) * 1000, amount });
        due.sort((a, b) => a.at - b.at);
        pending = 0;
      }
    }
    redeemUntil(Infinity);
  }
}

const beijingDayDigits = (ms: number) => beijingDay(ms).replace(/-/g, '');

/** The account slice of a new store (seedDb calls it after the market, money, trade and reseller slices). */
export function seedAccount(ctx: SeedContext): AccountState {
  const state = emptyAccountState();
  seedAccountData(ctx, state);
  return state;
}

function seedAccountData(ctx: SeedContext, state: AccountState): void {
  const prng = createPrng(20240615);
  const users = Object.values(ctx.users).sort((a, b) => Number(a.id) - Number(b.id));
  seedLists(users, state, prng, startOf(ctx));
  seedRisk(users, state, prng);
  seedRealname(users, state, prng);
  seedReceivingAccounts(state, ctx.users);
  seedWithdrawalRecords(ctx, state);
  seedActivity(ctx.users, state, prng, startOf(ctx));
  seedPoints(ctx, createPrng(20240616));
}
