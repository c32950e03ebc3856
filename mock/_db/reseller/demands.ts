/**
 * Demand WRITE rules (SPEC §7 Demands: writes to market.demands belong to the receiver area) and
 * the owner's reads. Handlers in mock/reseller-demand.ts stay thin: they read the body and call these.
 */
import Big from 'big.js';
import { asDemandInput, checkDraft, checkPrice, checkQuantity, type DemandDraft } from '../../../src/domain/reseller/demandRules';
import { DEMAND_LIMITS, isEditable, TRADE_METHODS } from '../../../src/domain/reseller/facts';
import { isStoredFileUrl } from '../../../src/domain/supplier/uploads';
import type {
  ApiViolation,
  Demand,
  DemandInput,
  DemandPaymentQuote,
  DemandQuickModify,
  DemandQuickModifyResult,
  DemandRefundResult,
  DemandView,
} from '../../../src/types';
import { iso } from '../../_lib/dates';
import { ApiFailure, invalid } from '../../_lib/http';
import { tr } from '../../_lib/i18n';
import { bool, int, isObject, type Json, text } from '../../_lib/input';
import { now } from '../clock';
import { attributesOfCategory, isValidPlacement, pickAttributes } from '../market/catalog';
import { nextDemandId } from '../market/listings';
import type { MockDb, UserRecord } from '../types';
import { ownedDemand } from './access';
import { escrowIndex, escrowOfDemand, isPrepaid, payIntoDemand, requiredPrepayment, returnFromDemand, spendable } from './escrow';
import { depositStateOf, toDemandView } from './views';

/** Form field of each import/rule field: rule errors land next to the right input. */
const FORM_FIELD: Record<string, string> = { game: 'gameId', server: 'serverId', category: 'categoryId' };

/** Reads a demand body into a draft; shape problems become violations (checkDraft), not crashes. */
export function readDemandInput(body: Json): DemandDraft {
  const attributes: Record<string, string> = {};
  if (isObject(body.attributes)) {
    for (const [k, v] of Object.entries(body.attributes)) if (typeof v === 'string' && v) attributes[k] = v;
  }
  return {
    gameId: text(body, 'gameId') ?? '',
    serverId: text(body, 'serverId') ?? '',
    categoryId: text(body, 'categoryId') ?? '',
    title: text(body, 'title') ?? '',
    unitPrice: text(body, 'unitPrice') ?? '',
    quantity: int(body, 'quantity'),
    minQuantity: int(body, 'minQuantity'),
    maxQuantity: int(body, 'maxQuantity'),
    tradeMethod: text(body, 'tradeMethod') ?? '',
    effectiveTime: text(body, 'effectiveTime') ?? '',
    publicStatus: text(body, 'publicStatus') ?? '',
    attributes,
    imageList: Array.isArray(body.imageList) ? body.imageList.filter((x): x is string => typeof x === 'string') : [],
    prepay: bool(body, 'prepay') ?? false,
  };
}

/** The limits the rule texts name. */
const DRAFT_LIMITS = {
  decimals: DEMAND_LIMITS.priceDecimals,
  priceMax: DEMAND_LIMITS.priceMax,
  quantityMax: DEMAND_LIMITS.quantityMax,
  methods: TRADE_METHODS.join(', '),
  days: DEMAND_LIMITS.effectiveMaxDays,
  titleMax: DEMAND_LIMITS.titleMax,
};

/** Every problem of a demand input, as violations named by form field (prefix for batch rows). */
export function demandViolations(db: MockDb, input: DemandDraft, at: number, prefix = ''): ApiViolation[] {
  const out: ApiViolation[] = checkDraft(input, at).map((e) => ({
    field: `${prefix}${FORM_FIELD[e.field] ?? e.field}`,
    message: tr('server.reseller.demand.cell', {
      field: e.field,
      label: tr(`reseller.import.col.${e.field}`),
      problem: tr(`server.reseller.demand.${e.code}`, DRAFT_LIMITS),
    }),
  }));
  if (input.gameId && input.serverId && input.categoryId && !isValidPlacement(db, input.gameId, input.serverId, input.categoryId)) {
    out.push({ field: `${prefix}serverId`, message: tr('server.reseller.demand.placement') });
  }
  const known = new Map(attributesOfCategory(db, input.categoryId ?? '').map((a) => [a.id, a]));
  for (const [attrId, valueId] of Object.entries(input.attributes ?? {})) {
    const a = known.get(attrId);
    if (!a || !a.attributeValueList.some((v) => v.id === valueId)) {
      out.push({ field: `${prefix}attributes`, message: tr('server.reseller.demand.attribute', { attribute: attrId, value: valueId }) });
    }
  }
  // pictures are files this backend stored, never an address elsewhere
  (input.imageList ?? []).forEach((url, i) => {
    if (!isStoredFileUrl(url)) out.push({ field: `${prefix}imageList[${i}]`, message: tr('server.trade.files.stored') });
  });
  return out;
}

/** The input of a draft with no violation; a 400 with every violation otherwise. */
export function validInput(db: MockDb, draft: DemandDraft, at: number, more: ApiViolation[] = []): DemandInput {
  const violations = [...demandViolations(db, draft, at), ...more];
  const input = asDemandInput(draft);
  if (violations.length || !input) throw invalid(violations);
  return input;
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

export function newDemand(db: MockDb, owner: UserRecord, input: DemandInput, at: string): Demand {
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
export function createDemand(db: MockDb, owner: UserRecord, draft: DemandDraft): DemandView {
  const at = now();
  const input = validInput(db, draft, at);
  const d = newDemand(db, owner, input, iso(at));
  if (input.prepay) payIntoDemand(db, d, owner.id, requiredPrepayment(d.unitPrice, d.quantity, 0), iso(at));
  db.market.demands.push(d);
  return toDemandView(db, d);
}

function requireEditable(d: Demand): void {
  if (!isEditable(d.status)) {
    throw new ApiFailure(409, {
      title: tr('server.reseller.demand.closed.title'),
      detail: tr('server.reseller.demand.closed', { id: d.id, status: d.status }),
      code: 'DEMAND_CLOSED',
    });
  }
}

/** What changing price/quantity costs (> 0) or gives back (< 0) on a prepaid demand. */
export function quoteOf(db: MockDb, d: Demand, unitPrice: string, quantity: number, ownerId: string): DemandPaymentQuote {
  const prepaid = escrowOfDemand(db, d.id);
  const required = isPrepaid(d) ? requiredPrepayment(unitPrice, quantity, d.receivedQuantity) : prepaid;
  return { id: d.id, prepaid, required, difference: new Big(required).minus(prepaid).toFixed(2), balance: spendable(db, ownerId) };
}

/** Settles a quote: pays the difference in, or returns the excess. */
export function settleQuote(db: MockDb, d: Demand, quote: DemandPaymentQuote, ownerId: string, at: string): void {
  const diff = new Big(quote.difference);
  if (diff.gt(0)) payIntoDemand(db, d, ownerId, diff.toFixed(2), at);
  else if (diff.lt(0)) returnFromDemand(db, d, ownerId, diff.abs().toFixed(2), at);
}

function quantityFloor(d: Demand, quantity: number | undefined, field = 'quantity'): ApiViolation[] {
  return quantity !== undefined && quantity < d.receivedQuantity
    ? [{ field, message: tr('server.reseller.demand.quantityFloor', { received: d.receivedQuantity }) }]
    : [];
}

/**
 * PUT C/user/demand (pay = false) and POST modifyDemandByPay (pay = true). A change that needs more
 * prepayment is refused without pay (PAYMENT_REQUIRED, with the quote in the detail).
 */
export function updateDemand(db: MockDb, owner: UserRecord, id: string, draft: DemandDraft, pay: boolean): DemandView {
  const d = ownedDemand(db, owner.id, id);
  requireEditable(d);
  const at = now();
  const input = validInput(db, draft, at, quantityFloor(d, draft.quantity));
  const quote = quoteOf(db, d, input.unitPrice, input.quantity, owner.id);
  if (new Big(quote.difference).gt(0) && !pay) throw paymentRequired(quote);
  settleQuote(db, d, quote, owner.id, iso(at));
  applyInput(db, d, input, iso(at));
  return toDemandView(db, d);
}

function paymentRequired(quote: DemandPaymentQuote): ApiFailure {
  return new ApiFailure(402, {
    title: tr('server.reseller.demand.payment.title'),
    detail: tr('server.reseller.demand.payment', { amount: quote.difference }),
    code: 'PAYMENT_REQUIRED',
  });
}

/** A quick change as sent: the quantity may be missing or not a whole number until checked. */
type QuickDraft = Omit<DemandQuickModify, 'quantity'> & { quantity?: number };

function readQuick(body: Json): QuickDraft {
  return { id: text(body, 'id') ?? '', unitPrice: text(body, 'unitPrice') ?? '', quantity: int(body, 'quantity') };
}

function quickViolations(d: Demand, q: QuickDraft): ApiViolation[] {
  const out: ApiViolation[] = [];
  const p = checkPrice(q.unitPrice);
  if (p.code)
    out.push({
      field: 'unitPrice',
      message: tr(p.code === 'PRICE_RANGE' ? 'server.reseller.demand.priceRange' : 'server.reseller.demand.priceInvalid'),
    });
  const n = checkQuantity(String(q.quantity ?? ''));
  if (n.code) out.push({ field: 'quantity', message: tr('server.reseller.demand.quantityRange') });
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

/** The checked change; a 400 with every violation otherwise. */
function validQuick(d: Demand, q: QuickDraft): DemandQuickModify {
  const violations = quickViolations(d, q);
  if (violations.length || q.quantity === undefined) throw invalid(violations);
  return { ...q, quantity: q.quantity };
}

/**
 * POST quickModify: applies at once when no payment is needed (an excess prepayment goes back to
 * the balance); otherwise changes nothing and answers the quote for quickModifyPay.
 */
export function quickModify(db: MockDb, owner: UserRecord, body: Json): DemandQuickModifyResult {
  const q = readQuick(body);
  const d = ownedDemand(db, owner.id, q.id);
  requireEditable(d);
  const change = validQuick(d, q);
  const quote = quoteOf(db, d, checkPrice(change.unitPrice).value!, change.quantity, owner.id);
  if (new Big(quote.difference).gt(0)) return { demand: toDemandView(db, d), payment: quote };
  const at = iso(now());
  settleQuote(db, d, quote, owner.id, at);
  applyQuick(d, change, at);
  return { demand: toDemandView(db, d) };
}

/** POST quickModifyPay: the same change, paying the difference from the balance. */
export function quickModifyPay(db: MockDb, owner: UserRecord, body: Json): DemandQuickModifyResult {
  const q = readQuick(body);
  const d = ownedDemand(db, owner.id, q.id);
  requireEditable(d);
  const change = validQuick(d, q);
  const at = iso(now());
  const quote = quoteOf(db, d, checkPrice(change.unitPrice).value!, change.quantity, owner.id);
  settleQuote(db, d, quote, owner.id, at);
  applyQuick(d, change, at);
  return { demand: toDemandView(db, d) };
}

/** POST demandRefund: what is left in escrow goes back to the balance; the demand closes. */
export function refundDemand(db: MockDb, owner: UserRecord, id: string): DemandRefundResult {
  const d = ownedDemand(db, owner.id, id);
  if (d.status === 'COMPLETED' || d.status === 'REFUNDED') {
    throw new ApiFailure(409, {
      title: tr('server.reseller.demand.closed.title'),
      detail: tr('server.reseller.demand.refundClosed', { id, status: d.status }),
      code: 'DEMAND_CLOSED',
    });
  }
  const held = escrowOfDemand(db, id);
  const at = iso(now());
  returnFromDemand(db, d, owner.id, held, at);
  d.status = 'REFUNDED';
  d.modifiedAt = at;
  d.demandPaymentDTO = { ...d.demandPaymentDTO, refundAt: at };
  return { demand: toDemandView(db, d), refunded: held };
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
    if (
      d.resellerId === ownerId &&
      (!last || d.createdAt > last.createdAt || (d.createdAt === last.createdAt && Number(d.id) > Number(last.id)))
    )
      last = d;
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
