import type { AgreementInput, SupplierInfoInput } from '../../../src/types';
import { checkSupplierInfo, SUPPLIER_AGREEMENT_VERSION, type RuleIssue } from '../../../src/domain/supplier/rules';
import { ApiFailure, forbidden } from '../../_lib/http';
import { tr } from '../../_lib/i18n';
import type { MockDb, UserRecord } from '../types';
import { isSubAccount, openSupplierRole, setMerchantProgress } from '../users';
import { invalidIssues, translator, type Translate } from './messages';
import { settingOf } from './settings';

/**
 * Supplier onboarding (SPEC §4: realname → terms → info → completion). The server keeps the
 * progress in merchantProgress.supplier; each call checks the step before it is done.
 */

function stepError(t: Translate, key: string, field?: string): ApiFailure {
  return new ApiFailure(400, {
    title: t(key),
    detail: t(key),
    code: 'ONBOARDING_STEP',
    violations: [{ ...(field ? { field } : {}), message: t(key) }],
  });
}

function mainOnly(user: UserRecord): void {
  if (isSubAccount(user)) throw forbidden(tr('server.supplier.onboarding.mainOnly'));
}

/** The realname step is passed as soon as the real name is verified. */
export function syncRealnameStep(db: MockDb, user: UserRecord): void {
  if (isSubAccount(user)) return;
  if (user.merchantProgress.supplier === 'realname' && user.realNameAuthStatus === 'AUTHORIZED')
    setMerchantProgress(db, user.id, 'supplier', 'terms');
}

/** PUT me/agreement: accepting the agreement moves on to the info step. */
export function acceptAgreement(
  db: MockDb,
  user: UserRecord,
  input: Partial<AgreementInput>,
  at: string,
  t: Translate = translator('en-US'),
): void {
  mainOnly(user);
  syncRealnameStep(db, user);
  if (user.realNameAuthStatus !== 'AUTHORIZED') throw stepError(t, 'supplier.rule.realName');
  if (input.agreed !== true) throw stepError(t, 'supplier.rule.agreement', 'agreed');
  const s = settingOf(db, user.id);
  s.agreementAcceptedAt = at;
  s.agreementVersion = typeof input.version === 'string' ? input.version : SUPPLIER_AGREEMENT_VERSION;
  if (user.merchantProgress.supplier === 'terms') setMerchantProgress(db, user.id, 'supplier', 'info');
}

export function storeUrlTaken(db: MockDb, url: string, exceptUserId: string): boolean {
  const wanted = url.toLowerCase();
  return Object.values(db.users).some(
    (u) =>
      u.id !== exceptUserId && (u.supplierInfo?.storeUrl?.toLowerCase() === wanted || u.resellerInfo?.storeUrl?.toLowerCase() === wanted),
  );
}

function storeNameTaken(db: MockDb, name: string, exceptUserId: string): boolean {
  return Object.values(db.users).some((u) => u.id !== exceptUserId && u.supplierInfo?.storeName === name);
}

/**
 * PUT me/merchant: the info step opens the role (progress → completion); once open, the same
 * call edits the store info and contacts. The store URL is unique across all stores.
 */
export function saveSupplierInfo(
  db: MockDb,
  user: UserRecord,
  raw: Partial<SupplierInfoInput>,
  at: string,
  t: Translate = translator('en-US'),
): void {
  mainOnly(user);
  const opening = !user.supplier;
  if (opening) {
    syncRealnameStep(db, user);
    const step = user.merchantProgress.supplier;
    if (step === 'realname') throw stepError(t, 'supplier.rule.realName');
    if (step === 'terms') throw stepError(t, 'supplier.rule.agreement', 'agreed');
  }
  const issues: RuleIssue[] = checkSupplierInfo(raw);
  const url = typeof raw.storeUrl === 'string' ? raw.storeUrl.trim() : '';
  const name = typeof raw.storeName === 'string' ? raw.storeName.trim() : '';
  if (!issues.some((i) => i.field === 'storeUrl') && storeUrlTaken(db, url, user.id))
    issues.push({ field: 'storeUrl', key: 'supplier.rule.storeUrl.taken' });
  if (!issues.some((i) => i.field === 'storeName') && storeNameTaken(db, name, user.id))
    issues.push({ field: 'storeName', key: 'supplier.rule.storeName.taken' });
  if (issues.length) throw invalidIssues(issues, t);
  user.contactQq = String(raw.contactQq).trim();
  user.contactPhone = String(raw.contactPhone).trim();
  if (opening) {
    openSupplierRole(db, user.id, { storeName: name, storeUrl: url }, at);
    return;
  }
  const info = user.supplierInfo ?? {};
  if (info.storeName !== name) info.firstModifyNameAt ??= at;
  if (info.storeUrl !== url) info.firstModifyUrlAt ??= at;
  user.supplierInfo = { ...info, storeName: name, storeUrl: url };
  // the listings carry the store: keep them in step
  for (const c of db.market.commodities) {
    if (c.supplierId === user.id) {
      c.storeName = name;
      c.storeUrl = url;
    }
  }
}
