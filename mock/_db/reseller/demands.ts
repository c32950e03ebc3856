/**
 * Demand WRITE rules (C2: writes to market.demands belong to the receiver area) and the owner's
 * reads. Handlers in mock/reseller-demand.ts stay thin: they read the body and call these.
 */
import Big from 'big.js';
import { EDITABLE_STATUSES, TRADE_METHODS } from '../../../src/constants/demand';
import type {
  ApiViolation,
  Demand,
  DemandBatchPublic,
  DemandBatchResult,
  DemandBatchSetting,
  DemandInput,
  DemandPaymentQuote,
  DemandQuickModify,
  DemandQuickModifyResult,
  DemandRefundResult,
  DemandView,
  PublicStatus,
} from '../../../src/types';
import { checkDraft, checkPrice, checkQuantity } from '../../../src/pages/demand/components/rules';
import { ApiFailure, invalid } from '../../_lib/http';
import { type Json, isObject } from '../../_lib/input';
import { now } from '../clock';
import { attributesOfCategory, isValidPlacement, pickAttributes } from '../market/catalog';
import { nextDemandId } from '../market/listings';
import { transferAll } from '../money/ledger';
import type { MockDb, UserRecord } from '../types';
import { ownedDemand } from './access';
import { demandBizNo, escrowIndex, escrowOfDemand, isPrepaid, payIntoDemand, requiredPrepayment, returnFromDemand, spendable } from './escrow';
import { bool, int, text } from './input';
import { depositStateOf, toDemandView } from './views';

const iso = (ms: number) => new Date(ms).toISOString();

/** Form field of each import/rule field: rule errors land next to the right input. */
const FORM_FIELD: Record<string, string> = { game: 'gameId', server: 'serverId', category: 'categoryId' };

/** Reads a demand body into a DemandInput; shape problems become violations, not crashes. */
export function readDemandInput(body: Json): DemandInput {
  const attributes: Record<string, string> = {};
  if (isObject(body.attributes)) {
    for (const [k, v] of Object.entries(body.attributes)) if (typeof v === 'string' && v) attributes[k] = v;
  }
  const publicStatus = text(body, 'publicStatus') as PublicStatus | undefined;
  return {
    gameId: text(body, 'gameId') ?? '',
    serverId: text(body, 'serverId') ?? '',
    categoryId: text(body, 'categoryId') ?? '',
    title: text(body, 'title') ?? '',
    unitPrice: text(body, 'unitPrice') ?? '',
    quantity: int(body, 'quantity') as number,
    minQuantity: int(body, 'minQuantity') as number,
    maxQuantity: int(body, 'maxQuantity') as number,
    tradeMethod: (text(body, 'tradeMethod') ?? '') as DemandInput['tradeMethod'],
    effectiveTime: text(body, 'effectiveTime') ?? '',
    publicStatus: publicStatus ?? ('' as PublicStatus),
    attributes,
    imageList: Array.isArray(body.imageList) ? body.imageList.filter((x): x is string => typeof x === 'string') : [],
    prepay: bool(body, 'prepay') ?? false,
  };
}

/** Every problem of a demand input, as violations named by form field (prefix for batch rows). */
export function demandViolations(db: MockDb, input: DemandInput, at: number, prefix = ''): ApiViolation[] {
  const out: ApiViolation[] = checkDraft(input, at).map((e) => ({
    field: `${prefix}${FORM_FIELD[e.field] ?? e.field}`,
    message: e.message,
  }));
  if (input.gameId && input.serverId && input.categoryId && !isValidPlacement(db, input.gameId, input.serverId, input.categoryId)) {
    out.push({ field: `${prefix}serverId`, message: 'server and category must belong to the chosen game' });
  }
  const known = new Map(attributesOfCategory(db, input.categoryId).map((a) => [a.id, a]));
  for (const [attrId, valueId] of Object.entries(input.attributes ?? {})) {
    const a = known.get(attrId);
    if (!a || !a.attributeValueList.some((v) => v.id === valueId)) {
      out.push({ field: `${prefix}attributes`, message: `attribute ${attrId} has no value ${valueId} in this category` });
    }
  }
  return out;
}

function applyInput(db: MockDb, d: Demand, input: DemandInput, at: string): void {
  d.gameId = input.gameId;
  d.serverId = input.serverId;
  d.categoryId = input.categoryId;
  d.title = input.title.trim();
  d.unitPrice = input.unitPrice;
  d.quantity = input.quantity;
  d.minQuantity = input.minQuantity;
  d.maxQuantity = input.maxQuantity;
  d.tradeMethod = input.tradeMethod;
  d.effectiveTime = input.effectiveTime;
  d.publicStatus = input.publicStatus;
  d.attributeList = pickAttributes(db, input.categoryId, Object.values(input.attributes ?? {}));
  if (input.imageList) d.imageList = input.imageList;
  d.modifiedAt = at;
  if (d.status === 'EXPIRED' && Date.parse(d.effectiveTime) > Date.parse(at)) d.status = 'ACTIVE';
  if (d.status === 'ACTIVE' && d.receivedQuantity >= d.quantity) d.status = 'COMPLETED';
}

function newDemand(db: MockDb, owner: UserRecord, input: DemandInput, at: string): Demand {
  const d: Demand = {
    id: nextDemandId(db),
    gameId: input.gameId,
    serverId: input.serverId,
    categoryId: input.categoryId,
    title: '',
    unitPrice: input.unitPrice,
    minQuantity: input.minQuantity,
    maxQuantity: input.maxQuantity,
    tradeMethod: input.tradeMethod,
    effectiveTime: input.effectiveTime,
    imageList: [],
    attributeList: [],
    createdAt: at,
    modifiedAt: at,
    resellerId: owner.id,
    storeUrl: owner.resellerInfo?.storeUrl ?? '',
    storeName: owner.resellerInfo?.storeName ?? owner.username,
    quantity: input.quantity,
    receivedQuantity: 0,
    status: 'ACTIVE',
    publicStatus: input.publicStatus,
    demandPaymentDTO: { amount: '0.00' },
  };
  applyInput(db, d, input, at);
  return d;
}

/** POST C/user/demand: publishes; with prepay the open part is paid from the balance at once. */
export function createDemand(db: MockDb, owner: UserRecord, input: DemandInput): DemandView {
  const at = now();
  const violations = demandViolations(db, input, at);
  if (violations.length) throw invalid(violations);
  const d = newDemand(db, owner, input, iso(at));
  if (input.prepay) payIntoDemand(db, d, owner.id, requiredPrepayment(d.unitPrice, d.quantity, 0), iso(at));
  db.market.demands.push(d);
  return toDemandView(db, d);
}

function requireEditable(d: Demand): void {
  if (!EDITABLE_STATUSES.includes(d.status)) {
    throw new ApiFailure(409, { title: 'Demand closed', detail: `Demand ${d.id} is ${d.status} and can no longer change`, code: 'DEMAND_CLOSED' });
  }
}

/** What changing price/quantity costs (> 0) or gives back (< 0) on a prepaid demand. */
export function quoteOf(db: MockDb, d: Demand, unitPrice: string, quantity: number, ownerId: string): DemandPaymentQuote {
  const prepaid = escrowOfDemand(db, d.id);
  const required = isPrepaid(d) ? requiredPrepayment(unitPrice, quantity, d.receivedQuantity) : prepaid;
  return { id: d.id, prepaid, required, difference: new Big(required).minus(prepaid).toFixed(2), balance: spendable(db, ownerId) };
}

/** Settles a quote: pays the difference in, or returns the excess. */
function settleQuote(db: MockDb, d: Demand, quote: DemandPaymentQuote, ownerId: string, at: string): void {
  const diff = new Big(quote.difference);
  if (diff.gt(0)) payIntoDemand(db, d, ownerId, diff.toFixed(2), at);
  else if (diff.lt(0)) returnFromDemand(db, d, ownerId, diff.abs().toFixed(2), at);
}

function quantityFloor(d: Demand, quantity: number, field = 'quantity'): ApiViolation[] {
  return quantity < d.receivedQuantity ? [{ field, message: `quantity cannot go below the ${d.receivedQuantity} already received` }] : [];
}

/**
 * PUT C/user/demand (pay = false) and POST modifyDemandByPay (pay = true). A change that needs more
 * prepayment is refused without pay (PAYMENT_REQUIRED, with the quote in the detail).
 */
export function updateDemand(db: MockDb, owner: UserRecord, id: string, input: DemandInput, pay: boolean): DemandView {
  const d = ownedDemand(db, owner.id, id);
  requireEditable(d);
  const at = now();
  const violations = [...demandViolations(db, input, at), ...quantityFloor(d, input.quantity)];
  if (violations.length) throw invalid(violations);
  const quote = quoteOf(db, d, input.unitPrice, input.quantity, owner.id);
  if (new Big(quote.difference).gt(0) && !pay) throw paymentRequired(quote);
  settleQuote(db, d, quote, owner.id, iso(at));
  applyInput(db, d, input, iso(at));
  return toDemandView(db, d);
}

function paymentRequired(quote: DemandPaymentQuote): ApiFailure {
  return new ApiFailure(402, {
    title: 'Payment required',
    detail: `This change needs ${quote.difference} more prepayment`,
    code: 'PAYMENT_REQUIRED',
  });
}

function readQuick(body: Json): DemandQuickModify {
  return { id: text(body, 'id') ?? '', unitPrice: text(body, 'unitPrice') ?? '', quantity: int(body, 'quantity') as number };
}

function quickViolations(d: Demand, q: DemandQuickModify): ApiViolation[] {
  const out: ApiViolation[] = [];
  const p = checkPrice(q.unitPrice);
  if (p.code) out.push({ field: 'unitPrice', message: `unitPrice ${p.code === 'PRICE_RANGE' ? 'is out of range' : 'is not a valid price'}` });
  const n = checkQuantity(String(q.quantity ?? ''));
  if (n.code) out.push({ field: 'quantity', message: 'quantity must be a whole number in range' });
  else out.push(...quantityFloor(d, q.quantity));
  return out;
}

function applyQuick(d: Demand, q: DemandQuickModify, at: string): void {
  d.unitPrice = checkPrice(q.unitPrice).value!;
  d.quantity = q.quantity;
  d.maxQuantity = Math.min(d.maxQuantity, d.quantity);
  d.minQuantity = Math.min(d.minQuantity, d.maxQuantity);
  d.modifiedAt = at;
  if (d.receivedQuantity >= d.quantity) d.status = 'COMPLETED';
}

/**
 * POST quickModify: applies at once when no payment is needed (an excess prepayment goes back to
 * the balance); otherwise changes nothing and answers the quote for quickModifyPay.
 */
export function quickModify(db: MockDb, owner: UserRecord, body: Json): DemandQuickModifyResult {
  const q = readQuick(body);
  const d = ownedDemand(db, owner.id, q.id);
  requireEditable(d);
  const violations = quickViolations(d, q);
  if (violations.length) throw invalid(violations);
  const quote = quoteOf(db, d, checkPrice(q.unitPrice).value!, q.quantity, owner.id);
  if (new Big(quote.difference).gt(0)) return { demand: toDemandView(db, d), payment: quote };
  const at = iso(now());
  settleQuote(db, d, quote, owner.id, at);
  applyQuick(d, q, at);
  return { demand: toDemandView(db, d) };
}

/** POST quickModifyPay: the same change, paying the difference from the balance. */
export function quickModifyPay(db: MockDb, owner: UserRecord, body: Json): DemandQuickModifyResult {
  const q = readQuick(body);
  const d = ownedDemand(db, owner.id, q.id);
  requireEditable(d);
  const violations = quickViolations(d, q);
  if (violations.length) throw invalid(violations);
  const at = iso(now());
  const quote = quoteOf(db, d, checkPrice(q.unitPrice).value!, q.quantity, owner.id);
  settleQuote(db, d, quote, owner.id, at);
  applyQuick(d, q, at);
  return { demand: toDemandView(db, d) };
}

/** POST demandRefund: what is left in escrow goes back to the balance; the demand closes. */
export function refundDemand(db: MockDb, owner: UserRecord, id: string): DemandRefundResult {
  const d = ownedDemand(db, owner.id, id);
  if (d.status === 'COMPLETED' || d.status === 'REFUNDED') {
    throw new ApiFailure(409, { title: 'Demand closed', detail: `Demand ${id} is ${d.status}: nothing to refund`, code: 'DEMAND_CLOSED' });
  }
  const held = escrowOfDemand(db, id);
  const at = iso(now());
  returnFromDemand(db, d, owner.id, held, at);
  d.status = 'REFUNDED';
  d.modifiedAt = at;
  d.demandPaymentDTO = { ...d.demandPaymentDTO, refundAt: at };
  return { demand: toDemandView(db, d), refunded: held };
}

/** DELETE C/user/demand(/{id}): only demands nothing was received on; any prepayment goes back. */
export function deleteDemands(db: MockDb, owner: UserRecord, ids: string[]): { deleted: string[]; refunded: string } {
  const list = ids.map((id) => ownedDemand(db, owner.id, id));
  const blocked = list.filter((d) => d.receivedQuantity > 0);
  if (blocked.length) {
    throw invalid(
      blocked.map((d) => ({ field: 'ids', message: `demand ${d.id} has received goods and cannot be deleted; refund it instead` })),
      'DEMAND_HAS_RECEIPTS',
    );
  }
  const at = iso(now());
  const escrow = escrowIndex(db);
  let refunded = new Big(0);
  transferAll(
    db,
    list
      .filter((d) => (escrow.get(d.id) ?? new Big(0)).gt(0))
      .map((d) => {
        const held = escrow.get(d.id)!;
        refunded = refunded.plus(held);
        return {
          from: { userId: 'PLATFORM', account: 'ESCROW' as const },
          to: { userId: owner.id, account: 'BALANCE' as const },
          amount: held.toFixed(2),
          bizType: 'DEMAND_REFUND',
          businessKind: 'DEMAND',
          bizNo: demandBizNo(d.id),
          remark: d.title,
          at,
        };
      }),
  );
  const gone = new Set(list.map((d) => d.id));
  db.market.demands = db.market.demands.filter((d) => !gone.has(d.id));
  return { deleted: [...gone], refunded: refunded.toFixed(2) };
}

/** POST changeBatchSetting: each editable demand gets the given settings; the rest say why not. */
export function changeBatchSetting(db: MockDb, owner: UserRecord, s: DemandBatchSetting): DemandBatchResult {
  const at = now();
  const violations: ApiViolation[] = [];
  if (s.tradeMethod !== undefined && !TRADE_METHODS.includes(s.tradeMethod)) violations.push({ field: 'tradeMethod', message: 'unknown trade method' });
  if (s.minQuantity !== undefined && !(Number.isInteger(s.minQuantity) && s.minQuantity >= 1)) violations.push({ field: 'minQuantity', message: 'minQuantity must be a whole number from 1' });
  if (s.maxQuantity !== undefined && !(Number.isInteger(s.maxQuantity) && s.maxQuantity >= 1)) violations.push({ field: 'maxQuantity', message: 'maxQuantity must be a whole number from 1' });
  if (s.minQuantity !== undefined && s.maxQuantity !== undefined && s.minQuantity > s.maxQuantity) violations.push({ field: 'minQuantity', message: 'minQuantity is above maxQuantity' });
  if (s.effectiveTime !== undefined) {
    const t = Date.parse(s.effectiveTime);
    if (Number.isNaN(t) || t <= at || t > at + 180 * 86_400_000) violations.push({ field: 'effectiveTime', message: 'effectiveTime must be in the future and within 180 days' });
  }
  let factor: Big | undefined;
  if (s.priceAdjustPercent !== undefined) {
    try {
      factor = new Big(s.priceAdjustPercent).div(100).plus(1);
      if (factor.lte(0) || new Big(s.priceAdjustPercent).abs().gt(90)) violations.push({ field: 'priceAdjustPercent', message: 'priceAdjustPercent must be between -90 and 90' });
    } catch {
      violations.push({ field: 'priceAdjustPercent', message: 'priceAdjustPercent must be a number' });
    }
  }
  if (s.status !== undefined && s.status !== 'ACTIVE' && s.status !== 'PAUSED') violations.push({ field: 'status', message: 'status must be ACTIVE or PAUSED' });
  if (violations.length) throw invalid(violations);

  const result: DemandBatchResult = { updated: [], skipped: [] };
  for (const id of s.ids) {
    const d = db.market.demands.find((x) => x.id === id && x.resellerId === owner.id);
    if (!d) {
      result.skipped.push({ id, reason: 'NOT_FOUND' });
      continue;
    }
    if (!EDITABLE_STATUSES.includes(d.status)) {
      result.skipped.push({ id, reason: 'CLOSED' });
      continue;
    }
    const min = s.minQuantity ?? d.minQuantity;
    const max = s.maxQuantity ?? d.maxQuantity;
    if (min > max || max > d.quantity) {
      result.skipped.push({ id, reason: 'QUANTITY_RANGE' });
      continue;
    }
    if (s.status === 'ACTIVE' && Date.parse(s.effectiveTime ?? d.effectiveTime) <= at) {
      result.skipped.push({ id, reason: 'EXPIRED' });
      continue;
    }
    let price = d.unitPrice;
    if (factor) {
      price = factor.times(d.unitPrice).round(4, Big.roundHalfUp).toFixed();
      if (new Big(price).lte(0)) {
        result.skipped.push({ id, reason: 'QUANTITY_RANGE' });
        continue;
      }
      const quote = quoteOf(db, d, price, d.quantity, owner.id);
      if (new Big(quote.difference).gt(0)) {
        result.skipped.push({ id, reason: 'PAYMENT_REQUIRED' });
        continue;
      }
      settleQuote(db, d, quote, owner.id, iso(at));
    }
    d.unitPrice = new Big(price).toFixed();
    d.minQuantity = min;
    d.maxQuantity = max;
    if (s.tradeMethod) d.tradeMethod = s.tradeMethod;
    if (s.effectiveTime) d.effectiveTime = new Date(Date.parse(s.effectiveTime)).toISOString();
    if (s.status) d.status = s.status;
    else if (d.status === 'EXPIRED' && Date.parse(d.effectiveTime) > at) d.status = 'ACTIVE';
    d.modifiedAt = iso(at);
    result.updated.push(id);
  }
  return result;
}

/** POST changeBatchPublicStatus. */
export function changeBatchPublic(db: MockDb, owner: UserRecord, s: DemandBatchPublic): DemandBatchResult {
  if (s.publicStatus !== 'PUBLIC' && s.publicStatus !== 'PRIVATE') throw invalid([{ field: 'publicStatus', message: 'publicStatus must be PUBLIC or PRIVATE' }]);
  const at = iso(now());
  const result: DemandBatchResult = { updated: [], skipped: [] };
  for (const id of s.ids) {
    const d = db.market.demands.find((x) => x.id === id && x.resellerId === owner.id);
    if (!d) result.skipped.push({ id, reason: 'NOT_FOUND' });
    else if (!EDITABLE_STATUSES.includes(d.status)) result.skipped.push({ id, reason: 'CLOSED' });
    else {
      d.publicStatus = s.publicStatus;
      d.modifiedAt = at;
      result.updated.push(id);
    }
  }
  return result;
}

/** Active or paused demands past their effective time become EXPIRED (run before reads). */
export function expireDue(db: MockDb, ownerId: string): void {
  const at = now();
  for (const d of db.market.demands) {
    if (d.resellerId === ownerId && (d.status === 'ACTIVE' || d.status === 'PAUSED') && Date.parse(d.effectiveTime) <= at) {
      d.status = 'EXPIRED';
    }
  }
}

/** GET C/user/demand/lastDemand: the owner's newest demand, for prefilling the publish form. */
export function lastDemand(db: MockDb, ownerId: string): DemandView | undefined {
  let last: Demand | undefined;
  for (const d of db.market.demands) {
    if (d.resellerId === ownerId && (!last || d.createdAt > last.createdAt || (d.createdAt === last.createdAt && Number(d.id) > Number(last.id)))) last = d;
  }
  return last && toDemandView(db, last);
}

export function demandView(db: MockDb, ownerId: string, id: string): DemandView {
  return toDemandView(db, ownedDemand(db, ownerId, id));
}

/** Views of many demands, computing the shared parts (deposit state, escrow) once. */
export function demandViews(db: MockDb, ownerId: string, list: Demand[]): DemandView[] {
  const state = depositStateOf(db, ownerId);
  const escrow = escrowIndex(db);
  return list.map((d) => toDemandView(db, d, state, escrow));
}

/**
 * POST batchSave (the import's last step): every row is checked first and nothing is saved unless
 * all pass; violations name the row as `rows[i].field`. Imported demands are not prepaid.
 */
export function batchSave(db: MockDb, owner: UserRecord, body: Json, maxRows: number): { saved: number; ids: string[] } {
  const raw = Array.isArray(body.rows) ? body.rows : undefined;
  if (!raw || raw.length === 0) throw invalid([{ field: 'rows', message: 'rows must hold at least one demand' }]);
  if (raw.length > maxRows) throw invalid([{ field: 'rows', message: `at most ${maxRows} rows per save` }]);
  const at = now();
  const inputs = raw.map((r) => readDemandInput(isObject(r) ? r : {}));
  const violations = inputs.flatMap((input, i) => demandViolations(db, input, at, `rows[${i}].`));
  if (violations.length) throw invalid(violations);
  const ids = inputs.map((input) => {
    const d = newDemand(db, owner, { ...input, prepay: false }, iso(at));
    db.market.demands.push(d);
    return d.id;
  });
  return { saved: ids.length, ids };
}
