/**
 * Receiver onboarding (SPEC §4): realname → recharge (deposit 200) → terms (agreement + quiz) →
 * info → completion. Progress lives on the main account (users.ts); each step advances only when
 * its fact holds, so the flow can be left and resumed at any point.
 */
import Big from 'big.js';
import { RECEIVER_DEPOSIT, RESELLER_INFO_RULES, RESELLER_STEPS } from '../../../src/domain/reseller/facts';
import type { ApiViolation, MerchantProgress, ResellerInfoInput, ResellerStep } from '../../../src/types';
import { iso } from '../../_lib/dates';
import { ApiFailure, forbidden, invalid } from '../../_lib/http';
import { tr } from '../../_lib/i18n';
import { isObject, type Json, text } from '../../_lib/input';
import { now } from '../clock';
import { moneyView } from '../money/ledger';
import type { MockDb, UserRecord } from '../types';
import { isSubAccount, openResellerRole, ownerOf, setMerchantProgress } from '../users';
import { checkQuiz } from './quiz';

const stepIndex = (s: ResellerStep) => RESELLER_STEPS.indexOf(s);

function mainOnly(user: UserRecord): void {
  if (isSubAccount(user)) throw forbidden(tr('server.reseller.onboarding.mainOnly'));
}

/**
 * PUT me/merchant: moves the progress past every step whose fact already holds (real-name
 * verified, deposit paid) and answers it. Safe to call any time: on entering the page, after
 * returning from the payment.
 */
export function syncResellerProgress(db: MockDb, user: UserRecord): MerchantProgress {
  const owner = ownerOf(db, user);
  let step = owner.merchantProgress.reseller;
  if (step === 'realname' && owner.realNameAuthStatus === 'AUTHORIZED') step = 'recharge';
  if (step === 'recharge' && new Big(moneyView(db, owner.id).effectiveDeposit).gte(RECEIVER_DEPOSIT)) step = 'terms';
  if (step !== owner.merchantProgress.reseller) setMerchantProgress(db, owner.id, 'reseller', step);
  return { ...owner.merchantProgress };
}

/** PUT me/merchant: the synced progress and the store info the settings form starts from. */
export function merchantSync(db: MockDb, user: UserRecord): { merchantProgress: MerchantProgress; info: ResellerInfoInput } {
  const merchantProgress = syncResellerProgress(db, user);
  const owner = ownerOf(db, user);
  const info: ResellerInfoInput = {
    storeName: owner.resellerInfo?.storeName ?? '',
    storeUrl: owner.resellerInfo?.storeUrl ?? '',
    contactQq: owner.contactQq,
    contactPhone: owner.contactPhone,
    notice: db.reseller.notices[owner.id] ?? '',
  };
  return { merchantProgress, info };
}

function requireStep(owner: UserRecord, step: ResellerStep): void {
  const at = owner.merchantProgress.reseller;
  if (stepIndex(at) < stepIndex(step)) {
    throw new ApiFailure(409, {
      title: tr('server.reseller.onboarding.step.title'),
      detail: tr('server.reseller.onboarding.step', { step: tr(`reseller.auth.step.${at}`) }),
      code: 'ONBOARDING_STEP',
      action: { type: 'REDIRECT', location: `/demand/auth?step=${at}` },
    });
  }
}

/** PUT me/agreement: the agreement must be accepted and every quiz answer right. */
export function acceptAgreement(db: MockDb, user: UserRecord, body: Json): MerchantProgress {
  mainOnly(user);
  const owner = ownerOf(db, user);
  syncResellerProgress(db, owner);
  requireStep(owner, 'terms');
  if (owner.merchantProgress.reseller !== 'terms') return { ...owner.merchantProgress };
  const violations: ApiViolation[] = [];
  if (body.agreed !== true) violations.push({ field: 'agreed', message: tr('server.reseller.onboarding.agreement') });
  const verdict = checkQuiz(isObject(body.answers) ? body.answers : {});
  verdict.unanswered.forEach((q) =>
    violations.push({ field: `answers.${q}`, message: tr('server.reseller.onboarding.unanswered', { q }) }),
  );
  verdict.wrong.forEach((q) => violations.push({ field: `answers.${q}`, message: tr('server.reseller.onboarding.wrong', { q }) }));
  if (violations.length) {
    db.reseller.quizAttempts[owner.id] = (db.reseller.quizAttempts[owner.id] ?? 0) + 1;
    throw invalid(violations, verdict.passed ? 'AGREEMENT_REQUIRED' : 'QUIZ_FAILED');
  }
  setMerchantProgress(db, owner.id, 'reseller', 'info');
  return { ...owner.merchantProgress };
}

export function readResellerInfo(body: Json): ResellerInfoInput {
  return {
    storeName: text(body, 'storeName') ?? '',
    storeUrl: (text(body, 'storeUrl') ?? '').toLowerCase(),
    contactQq: text(body, 'contactQq'),
    contactPhone: text(body, 'contactPhone'),
    notice: text(body, 'notice'),
  };
}

export function resellerInfoViolations(db: MockDb, ownerId: string, info: ResellerInfoInput): ApiViolation[] {
  const v: ApiViolation[] = [];
  const rules = RESELLER_INFO_RULES;
  if (info.storeName.length < rules.storeNameMin || info.storeName.length > rules.storeNameMax)
    v.push({ field: 'storeName', message: tr('server.reseller.onboarding.storeName') });
  if (!rules.storeUrlPattern.test(info.storeUrl)) v.push({ field: 'storeUrl', message: tr('server.reseller.onboarding.storeUrl') });
  else if (Object.values(db.users).some((u) => u.id !== ownerId && u.resellerInfo?.storeUrl === info.storeUrl)) {
    v.push({ field: 'storeUrl', message: tr('server.reseller.onboarding.storeUrlTaken') });
  }
  if (info.contactQq && !rules.qqPattern.test(info.contactQq)) v.push({ field: 'contactQq', message: tr('server.reseller.onboarding.qq') });
  if (info.contactPhone && !rules.phonePattern.test(info.contactPhone))
    v.push({ field: 'contactPhone', message: tr('server.reseller.onboarding.phone') });
  if (info.notice && info.notice.length > rules.noticeMax) v.push({ field: 'notice', message: tr('server.reseller.onboarding.notice') });
  return v;
}

/**
 * PUT me/editResellerInfo: on the info step it opens the receiver role (completion); afterwards it
 * edits the store (settings), recording the first rename and URL change.
 */
export function saveResellerInfo(db: MockDb, user: UserRecord, body: Json): MerchantProgress {
  mainOnly(user);
  const owner = ownerOf(db, user);
  requireStep(owner, 'info');
  const info = readResellerInfo(body);
  const violations = resellerInfoViolations(db, owner.id, info);
  if (violations.length) throw invalid(violations);
  const at = iso(now());
  if (info.contactQq) owner.contactQq = info.contactQq;
  if (info.contactPhone) owner.contactPhone = info.contactPhone;
  db.reseller.notices[owner.id] = info.notice ?? '';
  if (owner.merchantProgress.reseller === 'info') {
    openResellerRole(db, owner.id, { storeName: info.storeName, storeUrl: info.storeUrl }, at);
  } else {
    const prev = owner.resellerInfo ?? {};
    owner.resellerInfo = {
      ...prev,
      storeName: info.storeName,
      storeUrl: info.storeUrl,
      ...(prev.storeName !== info.storeName && !prev.firstModifyNameAt ? { firstModifyNameAt: at } : {}),
      ...(prev.storeUrl !== info.storeUrl && !prev.firstModifyUrlAt ? { firstModifyUrlAt: at } : {}),
    };
  }
  return { ...owner.merchantProgress };
}
