/**
 * The receiver deposit through the money ledger (SPEC §7 Funds). DEPOSIT is the effective deposit
 * and LOCKED_DEPOSIT the locked part (ledger.ts); the deposit shown is their sum.
 * - Top-up: a 'deposit' payment batch (trade/payments.ts); paying it moves money from the balance
 *   or from outside into DEPOSIT. The batch's business number is ours (DR…).
 * - Refund request: DEPOSIT → LOCKED_DEPOSIT while pending (the effective deposit drops at once);
 *   cancel moves it back; the platform's review pays LOCKED_DEPOSIT → BALANCE after a delay.
 */
import Big from 'big.js';
import { DEPOSIT_LIMITS, isDepositAccount, RECEIVER_DEPOSIT } from '../../../src/domain/reseller/facts';
import type {
  DepositRechargeInfo,
  DepositRechargeResult,
  DepositRecord,
  DepositRefund,
  DepositRefundInfo,
  Paged,
} from '../../../src/types';
import { beijingWallTime, iso } from '../../_lib/dates';
import { ApiFailure, invalid, notFound } from '../../_lib/http';
import { tr } from '../../_lib/i18n';
import { type Json, text } from '../../_lib/input';
import { pageParams, paginate } from '../../_lib/paging';
import { now } from '../clock';
import { entriesOf, moneyView, newestFirst, transfer } from '../money/ledger';
import { createPaymentBatch, isPaymentMethod, payBatch } from '../trade/payments';
import type { MockDb, UserRecord } from '../types';
import { ownerOf, requireAuthority } from '../users';

function nextBizNo(db: MockDb, prefix: string, at: number): string {
  db.reseller.seq += 1;
  const stamp = beijingWallTime(at).replace(/\D/g, '');
  return `${prefix}${stamp}${String(db.reseller.seq).padStart(5, '0')}`;
}

/** Pure: what may be asked back now (the whole effective deposit, to the cent). */
export function refundableOf(effectiveDeposit: string): string {
  const e = new Big(effectiveDeposit);
  return (e.gt(0) ? e : new Big(0)).round(2, Big.roundDown).toFixed(2);
}

/** Pure: what a top-up must at least bring to reach the receiver deposit. */
export function shortfallOf(effectiveDeposit: string, required: string = RECEIVER_DEPOSIT): string {
  const s = new Big(required).minus(effectiveDeposit);
  return (s.gt(0) ? s : new Big(0)).toFixed(2);
}

/**
 * Pure: checks an amount typed by the user against [min, max]; answers the violation message, or
 * undefined when it is fine.
 */
export function amountProblem(amount: string | undefined, min: string, max: string): string | undefined {
  if (!amount) return tr('server.field.required', { field: 'amount' });
  if (!DEPOSIT_LIMITS.amountPattern.test(amount)) return tr('server.fund.amount.twoDecimals');
  const a = new Big(amount);
  if (a.lte(0)) return tr('server.fund.amount.aboveZero');
  if (a.lt(min)) return tr('server.fund.amount.atLeast', { min });
  if (a.gt(max)) return tr('server.fund.amount.atMost', { max });
  return undefined;
}

/** Pending refunds past the review time are paid to the balance (the platform's review, simulated). */
export function reviewDueRefunds(db: MockDb, at = now()): void {
  for (const r of db.reseller.refunds) {
    if (r.status !== 'PENDING' || Date.parse(r.createdAt) + DEPOSIT_LIMITS.refundReviewMs > at) continue;
    transfer(db, {
      from: { userId: r.userId, account: 'LOCKED_DEPOSIT' },
      to: { userId: r.userId, account: 'BALANCE' },
      amount: r.amount,
      bizType: 'DEPOSIT_REFUND',
      businessKind: 'DEPOSIT',
      bizNo: r.bizNo,
      at: iso(at),
    });
    r.status = 'APPROVED';
    r.reviewedAt = iso(at);
  }
}

const pendingOf = (db: MockDb, ownerId: string) => db.reseller.refunds.find((r) => r.userId === ownerId && r.status === 'PENDING');

/** GET B/fund/deposit/refund/amount. */
export function refundInfo(db: MockDb, user: UserRecord): DepositRefundInfo {
  requireAuthority(user, 'DEPOSIT_RETURN');
  const owner = ownerOf(db, user);
  reviewDueRefunds(db);
  const m = moneyView(db, owner.id);
  const pending = pendingOf(db, owner.id);
  return {
    deposit: m.deposit,
    lockedDeposit: m.lockedDeposit,
    effectiveDeposit: m.effectiveDeposit,
    refundable: pending ? '0.00' : refundableOf(m.effectiveDeposit),
    required: new Big(RECEIVER_DEPOSIT).toFixed(2),
    ...(pending ? { pending: { ...pending } } : {}),
  };
}

/** POST B/fund/deposit/refund: one pending request at a time, within the refundable amount. */
export function requestRefund(db: MockDb, user: UserRecord, body: Json): DepositRefund {
  requireAuthority(user, 'DEPOSIT_RETURN');
  const owner = ownerOf(db, user);
  reviewDueRefunds(db);
  if (pendingOf(db, owner.id)) {
    throw new ApiFailure(409, {
      title: tr('server.fund.refund.pending.title'),
      detail: tr('server.fund.refund.pending'),
      code: 'REFUND_PENDING',
    });
  }
  const amount = text(body, 'amount');
  const reason = text(body, 'reason');
  const refundable = refundableOf(moneyView(db, owner.id).effectiveDeposit);
  const problem = amountProblem(amount, '0.01', refundable);
  const violations = problem ? [{ field: 'amount', message: new Big(refundable).lte(0) ? tr('server.fund.refund.nothing') : problem }] : [];
  if (reason && reason.length > DEPOSIT_LIMITS.reasonMax)
    violations.push({ field: 'reason', message: tr('server.fund.refund.reason', { max: DEPOSIT_LIMITS.reasonMax }) });
  if (violations.length) throw invalid(violations);
  const at = now();
  const refund: DepositRefund = {
    bizNo: nextBizNo(db, 'DF', at),
    userId: owner.id,
    amount: new Big(amount!).toFixed(2),
    ...(reason ? { reason } : {}),
    status: 'PENDING',
    createdAt: iso(at),
  };
  transfer(db, {
    from: { userId: owner.id, account: 'DEPOSIT' },
    to: { userId: owner.id, account: 'LOCKED_DEPOSIT' },
    amount: refund.amount,
    bizType: 'DEPOSIT_REFUND_LOCK',
    businessKind: 'DEPOSIT',
    bizNo: refund.bizNo,
    remark: reason,
    at: refund.createdAt,
  });
  db.reseller.refunds.push(refund);
  return { ...refund };
}

/** POST B/fund/deposit/refund/cancel/{bizNo}: the locked amount becomes effective again. */
export function cancelRefund(db: MockDb, user: UserRecord, bizNo: string): DepositRefund {
  requireAuthority(user, 'DEPOSIT_RETURN');
  const owner = ownerOf(db, user);
  reviewDueRefunds(db);
  const refund = db.reseller.refunds.find((r) => r.bizNo === bizNo && r.userId === owner.id);
  if (!refund) throw notFound(tr('server.fund.refund.notFound', { bizNo }));
  if (refund.status !== 'PENDING') {
    throw new ApiFailure(409, {
      title: tr('server.fund.refund.notPending.title'),
      detail: tr('server.fund.refund.notPending', { bizNo, status: refund.status }),
      code: 'REFUND_NOT_PENDING',
    });
  }
  const at = iso(now());
  transfer(db, {
    from: { userId: owner.id, account: 'LOCKED_DEPOSIT' },
    to: { userId: owner.id, account: 'DEPOSIT' },
    amount: refund.amount,
    bizType: 'DEPOSIT_REFUND_CANCEL',
    businessKind: 'DEPOSIT',
    bizNo: refund.bizNo,
    at,
  });
  refund.status = 'CANCELED';
  refund.canceledAt = at;
  return { ...refund };
}

/** GET B/account/deposit/recharge. */
export function rechargeInfo(db: MockDb, user: UserRecord): DepositRechargeInfo {
  const owner = ownerOf(db, user);
  reviewDueRefunds(db);
  const m = moneyView(db, owner.id);
  return {
    deposit: m.deposit,
    lockedDeposit: m.lockedDeposit,
    effectiveDeposit: m.effectiveDeposit,
    required: new Big(RECEIVER_DEPOSIT).toFixed(2),
    shortfall: shortfallOf(m.effectiveDeposit),
    minAmount: DEPOSIT_LIMITS.rechargeMin,
    maxAmount: DEPOSIT_LIMITS.rechargeMax,
  };
}

/**
 * POST B/account/fundDepositRecharge: a deposit batch, paid at once with the chosen method
 * (BALANCE settles now, a gateway answers later); the client then shows /pending/payResult.
 */
export function startRecharge(db: MockDb, user: UserRecord, body: Json): DepositRechargeResult {
  const owner = ownerOf(db, user);
  const amount = text(body, 'amount');
  const method = text(body, 'paymentMethod');
  const violations = [];
  const problem = amountProblem(amount, DEPOSIT_LIMITS.rechargeMin, DEPOSIT_LIMITS.rechargeMax);
  if (problem) violations.push({ field: 'amount', message: problem });
  if (!isPaymentMethod(method)) violations.push({ field: 'paymentMethod', message: tr('server.fund.paymentMethod') });
  if (violations.length || !isPaymentMethod(method)) throw invalid(violations);
  const at = now();
  const bizNo = nextBizNo(db, 'DR', at);
  const { batchNo } = createPaymentBatch(db, {
    type: 'deposit',
    userId: owner.id,
    amount: new Big(amount!).toFixed(2),
    onPaid: 'DEPOSIT_RECHARGE',
    refs: [bizNo],
  });
  payBatch(db, user.id, batchNo, method);
  return { batchNo, type: 'deposit' };
}

/** POST B/fund/deposit/page: the deposit ledger (both deposit accounts), newest first (newestFirst). */
export function depositRecords(db: MockDb, user: UserRecord, q: Json): Paged<DepositRecord> {
  const owner = ownerOf(db, user);
  reviewDueRefunds(db);
  const bizType = text(q, 'bizType');
  const from = text(q, 'from');
  const to = text(q, 'to');
  const page = pageParams(q);
  const rows = entriesOf(db, owner.id)
    .filter((e) => isDepositAccount(e.account))
    .filter((e) => (!bizType || e.bizType === bizType) && (!from || e.tradeAt >= from) && (!to || e.tradeAt <= to))
    .sort(newestFirst)
    .flatMap(({ account, ...e }): DepositRecord[] => {
      if (!isDepositAccount(account)) return [];
      return [
        {
          id: e.id,
          account,
          bizNo: e.bizNo,
          bizType: e.bizType,
          amount: e.amount,
          balanceAfter: e.balanceAfter,
          remark: e.remark,
          tradeAt: e.tradeAt,
          reviewedAt: e.reviewedAt,
        },
      ];
    });
  return paginate(rows, page);
}
