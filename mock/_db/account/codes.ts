/**
 * Verification codes "sent" by SMS or mail (rebinding a phone or e-mail, confirming a withdrawal).
 * The fake backend's code is always MOCK_CODE; a new one may be asked for CODE_RESEND_SECONDS after
 * the last, a code lives CODE_TTL_MS and survives five wrong tries.
 */
import { CODE_RESEND_SECONDS, CODE_TTL_MS } from '../../../src/domain/account/rules';
import type { CodeSent } from '../../../src/domain/account/types';
import { badRequest, invalid } from '../../_lib/http';
import { MOCK_CODE } from '../auth';
import { now } from '../clock';
import type { AccountDb } from './db';
import { tr } from '../../_lib/i18n';

export type CodePurpose = 'PHONE' | 'EMAIL' | 'WITHDRAWAL';
const TRIES = 5;

const keyOf = (userId: string, purpose: CodePurpose) => `${userId}|${purpose}`;

export function sendCode(db: AccountDb, userId: string, purpose: CodePurpose, target: string, shownTarget = target): CodeSent {
  const key = keyOf(userId, purpose);
  const at = now();
  const last = db.account.codes[key];
  if (last && at - last.sentAt < CODE_RESEND_SECONDS * 1000) {
    const wait = Math.ceil((CODE_RESEND_SECONDS * 1000 - (at - last.sentAt)) / 1000);
    throw badRequest(tr('server.code.tooFrequent.title'), tr('server.code.tooFrequent', { seconds: wait }), 'CODE_TOO_FREQUENT');
  }
  db.account.codes[key] = {
    target,
    code: MOCK_CODE,
    sentAt: at,
    expiresAt: at + CODE_TTL_MS,
    triesLeft: TRIES,
  };
  console.log(`[mock] ${purpose} code for ${shownTarget}: ${MOCK_CODE}`);
  return { target: shownTarget, resendAfter: CODE_RESEND_SECONDS };
}

/** Uses the code up when right; a wrong, expired or mismatched one answers a violation on `field`. */
export function consumeCode(
  db: AccountDb,
  userId: string,
  purpose: CodePurpose,
  target: string,
  code: string | undefined,
  field = 'code',
): void {
  const key = keyOf(userId, purpose);
  const record = db.account.codes[key];
  const fail = (message: string) => invalid([{ field, message }], 'CODE_INVALID');
  if (!code) throw invalid([{ field, message: tr('server.field.required', { field: 'code' }) }]);
  if (!record || record.target !== target) throw fail(tr('server.code.askFirst'));
  if (record.expiresAt <= now() || record.triesLeft <= 0) {
    delete db.account.codes[key];
    throw fail(tr('server.code.expired'));
  }
  if (record.code !== code) {
    record.triesLeft -= 1;
    throw fail(tr('server.code.incorrect'));
  }
  delete db.account.codes[key];
}
