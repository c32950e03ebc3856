/**
 * Real-name verification (SPEC §7 B/alipay/realname, B/supportcenter/realname). Two ways: ALIPAY (mainland ID card, confirmed at once with
 * the code Alipay sends to the account's phone) and I18N (passport or permit photos reviewed by
 * staff: PENDING until the fake reviewer decides, REALNAME_REVIEW_MS later). Only main accounts
 * verify; sub-accounts read their main account's state. Verifying moves an onboarding that waits
 * at its realname step on to the next step.
 */
import { DOCUMENT_TYPES, isOneOf, REALNAME_STATUS_NAMES } from '../../../src/domain/account/facts';
import { DOCUMENT_IMAGE_MAX_BYTES, isIdCard, REALNAME_REVIEW_MS } from '../../../src/domain/account/rules';
import type { AlipayVerifyStart, RealnameStatus } from '../../../src/domain/account/types';
import { imageTypeOfDataUrl } from '../../../src/domain/files';
import type { ApiViolation } from '../../../src/types';
import { iso } from '../../_lib/dates';
import { badRequest, forbidden, invalid } from '../../_lib/http';
import { type Json, text } from '../../_lib/input';
import { MOCK_CODE } from '../auth';
import { now } from '../clock';
import { opaqueToken } from '../ids';
import type { UserRecord } from '../types';
import { type AccountDb, mask, maskName, maskPhone } from './db';
import type { RealnameRecord } from './state';
import { tr } from '../../_lib/i18n';

const NAME_RE = /^[\u4e00-\u9fa5·]{2,20}$|^[A-Za-z][A-Za-z .'-]{1,59}$/;
const DOCUMENT_RE = /^[A-Za-z0-9]{6,20}$/;
const ALIPAY_TTL_MS = 10 * 60 * 1000;
const ADULT_YEARS = 18;
/** document photos: data URLs whose bytes are one of these images */
const DOCUMENT_TYPES_ACCEPTED = ['image/png', 'image/jpeg', 'image/webp'];

function mainOf(db: AccountDb, user: UserRecord): UserRecord {
  return user.puid !== '0' ? (db.users[user.puid] ?? user) : user;
}

function requireMain(user: UserRecord): void {
  if (user.puid !== '0') throw forbidden(tr('server.account.realname.mainOnly'));
}

/** Document or ID number already verified (or pending) on another main account. */
function usedElsewhere(db: AccountDb, userId: string, number: string): boolean {
  const wanted = number.toUpperCase();
  return Object.values(db.account.realname).some((r) => {
    if (r.userId === userId || r.idNumber.toUpperCase() !== wanted) return false;
    const status = db.users[r.userId]?.realNameAuthStatus;
    return status === 'AUTHORIZED' || status === 'PENDING';
  });
}

function markVerified(db: AccountDb, user: UserRecord, record: RealnameRecord, at: number): void {
  user.realNameAuthStatus = 'AUTHORIZED';
  user.realName = record.realName;
  user.realNameVerifiedAt = iso(at);
  record.rejectReason = undefined;
  record.reviewAt = undefined;
  if (user.merchantProgress.supplier === 'realname') user.merchantProgress.supplier = 'terms';
  if (user.merchantProgress.reseller === 'realname') user.merchantProgress.reseller = 'recharge';
}

/** The fake reviewer: decides a pending I18N submission once its review time has come. */
export function settleReview(db: AccountDb, user: UserRecord, at = now()): void {
  const record = db.account.realname[user.id];
  if (!record || user.realNameAuthStatus !== 'PENDING' || record.reviewAt === undefined || record.reviewAt > at) return;
  if (usedElsewhere(db, user.id, record.idNumber)) {
    user.realNameAuthStatus = 'REJECTED';
    record.rejectReason = 'DOCUMENT_USED';
    record.reviewAt = undefined;
    return;
  }
  markVerified(db, user, record, record.reviewAt);
}

/** POST A/customers/me/realname-status. */
export function realnameStatus(db: AccountDb, caller: UserRecord): RealnameStatus {
  const user = mainOf(db, caller);
  settleReview(db, user);
  const record = db.account.realname[user.id];
  const status = user.realNameAuthStatus;
  return {
    status,
    statusName: REALNAME_STATUS_NAMES[status],
    realName: record ? maskName(record.realName) : user.realName && maskName(user.realName),
    idNumber: record ? mask(record.idNumber, 4, 4) : undefined,
    method: record?.method,
    documentType: record?.documentType,
    country: record?.country,
    submittedAt: record?.submittedAt,
    verifiedAt: status === 'AUTHORIZED' ? user.realNameVerifiedAt : undefined,
    reviewEta: status === 'PENDING' && record?.reviewAt !== undefined ? iso(record.reviewAt) : undefined,
    rejectReason: status === 'REJECTED' ? record?.rejectReason : undefined,
  };
}

function assertCanStart(user: UserRecord): void {
  requireMain(user);
  if (user.realNameAuthStatus === 'AUTHORIZED')
    throw badRequest(tr('server.account.realname.already.title'), tr('server.account.realname.already'), 'REALNAME_ALREADY_VERIFIED');
  if (user.realNameAuthStatus === 'PENDING')
    throw badRequest(tr('server.account.realname.pending.title'), tr('server.account.realname.pending'), 'REALNAME_PENDING');
}

/** Age in whole years on `at` of the holder of a resident ID. */
export function ageOf(idNumber: string, at: number): number {
  const birth = new Date(Date.UTC(+idNumber.slice(6, 10), +idNumber.slice(10, 12) - 1, +idNumber.slice(12, 14)));
  const today = new Date(at);
  let age = today.getUTCFullYear() - birth.getUTCFullYear();
  if (today.getUTCMonth() < birth.getUTCMonth() || (today.getUTCMonth() === birth.getUTCMonth() && today.getUTCDate() < birth.getUTCDate()))
    age -= 1;
  return age;
}

/** POST B/alipay/realname/verify: checks the name and ID number, "sends" the code. */
export function startAlipay(db: AccountDb, user: UserRecord, body: Json): AlipayVerifyStart {
  assertCanStart(user);
  const realName = text(body, 'realName') ?? '';
  const idNumber = (text(body, 'idNumber') ?? '').toUpperCase();
  const violations: ApiViolation[] = [];
  if (!NAME_RE.test(realName))
    violations.push({
      field: 'realName',
      message: tr('server.account.realname.idName'),
    });
  if (!isIdCard(idNumber))
    violations.push({
      field: 'idNumber',
      message: tr('server.account.realname.idNumber'),
    });
  else if (ageOf(idNumber, now()) < ADULT_YEARS)
    violations.push({
      field: 'idNumber',
      message: tr('server.account.realname.adult', { years: ADULT_YEARS }),
    });
  else if (usedElsewhere(db, user.id, idNumber))
    violations.push({
      field: 'idNumber',
      message: tr('server.account.realname.idUsed'),
    });
  if (violations.length) throw invalid(violations, 'REALNAME_INVALID');
  const certifyId = opaqueToken('cert');
  const expiresAt = now() + ALIPAY_TTL_MS;
  db.account.alipayChecks[certifyId] = {
    certifyId,
    userId: user.id,
    realName,
    idNumber,
    expiresAt,
  };
  console.log(`[mock] Alipay real-name code for ${user.username}: ${MOCK_CODE}`);
  return {
    certifyId,
    phone: maskPhone(user.phoneNumber ?? ''),
    expiresAt: iso(expiresAt),
  };
}

/** POST B/alipay/realname/verify/code: a right code verifies at once. */
export function confirmAlipay(db: AccountDb, user: UserRecord, body: Json): RealnameStatus {
  assertCanStart(user);
  const certifyId = text(body, 'certifyId') ?? '';
  const check = db.account.alipayChecks[certifyId];
  if (!check || check.userId !== user.id || check.expiresAt <= now()) {
    throw badRequest(tr('server.account.realname.expired.title'), tr('server.account.realname.expired'), 'REALNAME_CHECK_EXPIRED');
  }
  if (text(body, 'code') !== MOCK_CODE) throw invalid([{ field: 'code', message: tr('server.code.incorrect') }], 'REALNAME_CODE_INVALID');
  delete db.account.alipayChecks[certifyId];
  const at = now();
  const record: RealnameRecord = {
    userId: user.id,
    method: 'ALIPAY',
    realName: check.realName,
    idNumber: check.idNumber,
    submittedAt: iso(at),
  };
  db.account.realname[user.id] = record;
  markVerified(db, user, record, at);
  return realnameStatus(db, user);
}

/** POST B/supportcenter/realname/i18n: documents for review; PENDING until the reviewer decides. */
export function submitI18n(db: AccountDb, user: UserRecord, body: Json): RealnameStatus {
  assertCanStart(user);
  const realName = text(body, 'realName') ?? '';
  const country = text(body, 'country') ?? '';
  const documentType = text(body, 'documentType') ?? '';
  const documentNumber = (text(body, 'documentNumber') ?? '').toUpperCase();
  const images = Array.isArray(body.images) ? body.images.filter((x): x is string => typeof x === 'string') : [];
  const violations: ApiViolation[] = [];
  if (!NAME_RE.test(realName))
    violations.push({
      field: 'realName',
      message: tr('server.account.realname.docName'),
    });
  if (country.length < 2 || country.length > 40)
    violations.push({ field: 'country', message: tr('server.field.required', { field: 'country' }) });
  if (!isOneOf(DOCUMENT_TYPES, documentType))
    violations.push({
      field: 'documentType',
      message: tr('server.account.realname.docType', { values: DOCUMENT_TYPES.join(', ') }),
    });
  if (!DOCUMENT_RE.test(documentNumber))
    violations.push({
      field: 'documentNumber',
      message: tr('server.account.realname.docNumber'),
    });
  else if (usedElsewhere(db, user.id, documentNumber))
    violations.push({
      field: 'documentNumber',
      message: tr('server.account.realname.docUsed'),
    });
  if (images.length < 2 || images.length > 3)
    violations.push({
      field: 'images',
      message: tr('server.account.realname.photoCount'),
    });
  else if (images.some((i) => !imageTypeOfDataUrl(i, DOCUMENT_TYPES_ACCEPTED) || i.length > DOCUMENT_IMAGE_MAX_BYTES * 1.37)) {
    violations.push({
      field: 'images',
      message: tr('server.account.realname.photoType'),
    });
  }
  if (violations.length) throw invalid(violations, 'REALNAME_INVALID');
  const at = now();
  db.account.realname[user.id] = {
    userId: user.id,
    method: 'I18N',
    realName,
    idNumber: documentNumber,
    documentType: isOneOf(DOCUMENT_TYPES, documentType) ? documentType : undefined,
    country,
    images,
    submittedAt: iso(at),
    reviewAt: at + REALNAME_REVIEW_MS,
  };
  user.realNameAuthStatus = 'PENDING';
  return realnameStatus(db, user);
}
