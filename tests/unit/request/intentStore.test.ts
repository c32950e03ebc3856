/** @jest-environment ./tests/env/jsdom.js */
/**
 * Open intents outlive a page reload in the tab's sessionStorage, so the same values sent again
 * after a reload carry the same Idempotency-Key; only hashes are stored; a decided intent, an
 * expired one and signing out remove them; broken or blocked storage never breaks a write.
 */
import { IDEMPOTENCY_TTL_MS } from '@/domain/endpoint';

type IntentModule = typeof import('@/utils/idempotency');
type SessionModule = typeof import('@/utils/sessionEvents');

/** A fresh copy of the module over the same sessionStorage: what a page reload gives. */
function reload(): { intents: IntentModule; session: SessionModule } {
  let intents: IntentModule | undefined;
  let session: SessionModule | undefined;
  jest.isolateModules(() => {
    intents = require('@/utils/idempotency');
    session = require('@/utils/sessionEvents');
  });
  return { intents: intents!, session: session! };
}

const withdrawal = { amount: '120.5', accountId: 'RA-7', payPassword: 'S3cret-pw!' };

beforeEach(() => sessionStorage.clear());
afterEach(() => jest.restoreAllMocks());

it('gives the same key to the same values after a reload, and a new one to other values', () => {
  const first = reload().intents;
  const fp = first.intentFingerprint('POST', '/api/v1/withdrawals', withdrawal);
  const key = first.keyForIntent(fp);
  first.settleIntent(fp, 503);

  const after = reload().intents;
  const sameValuesReordered = after.intentFingerprint('POST', '/api/v1/withdrawals', {
    payPassword: 'S3cret-pw!',
    accountId: 'RA-7',
    amount: '120.5',
  });
  expect(after.keyForIntent(sameValuesReordered)).toBe(key);
  expect(after.keyForIntent(after.intentFingerprint('POST', '/api/v1/withdrawals', { ...withdrawal, amount: '120.6' }))).not.toBe(key);
  expect(after.openIntentCount()).toBe(2);
});

it('keeps no value the user typed in storage, only hashes', () => {
  const { intents } = reload();
  intents.keyForIntent(intents.intentFingerprint('POST', '/api/v1/withdrawals', withdrawal));
  const stored = sessionStorage.getItem(intents.INTENTS_STORAGE_KEY) ?? '';
  expect(stored).not.toBe('');
  for (const value of ['S3cret', 'RA-7', '120.5', 'withdrawals']) expect(stored).not.toContain(value);
});

it('removes a decided intent from storage and the entry itself when none is open', () => {
  const { intents } = reload();
  const fp = intents.intentFingerprint('PUT', '/api/v1/pay', { batchNo: 'B1' });
  const key = intents.keyForIntent(fp);
  intents.settleIntent(fp, 422);
  expect(sessionStorage.getItem(intents.INTENTS_STORAGE_KEY)).toBeNull();
  expect(reload().intents.keyForIntent(fp)).not.toBe(key);
});

it('forgets every open intent when the session is cleared (sign-out or expiry), also after a reload', () => {
  const { intents, session } = reload();
  const fp = intents.intentFingerprint('PUT', '/api/v1/pay', { batchNo: 'B2' });
  const key = intents.keyForIntent(fp);
  session.emitSession('lost'); // the same user signs in again behind the dialog: the intent stays
  expect(reload().intents.keyForIntent(fp)).toBe(key);
  session.emitSession('cleared');
  expect(sessionStorage.getItem(intents.INTENTS_STORAGE_KEY)).toBeNull();
  expect(reload().intents.keyForIntent(fp)).not.toBe(key);
});

it('drops intents older than the server keeps keys, at the next new intent', () => {
  const { intents } = reload();
  const old = intents.intentFingerprint('PUT', '/api/v1/pay', { batchNo: 'OLD' });
  const oldKey = intents.keyForIntent(old, 1_000);
  intents.keyForIntent(intents.intentFingerprint('PUT', '/api/v1/pay', { batchNo: 'NEW' }), 1_000 + IDEMPOTENCY_TTL_MS);
  expect(intents.openIntentCount()).toBe(1);
  expect(reload().intents.keyForIntent(old, 2_000 + IDEMPOTENCY_TTL_MS)).not.toBe(oldKey);
});

it('starts afresh from a damaged entry and keeps working when storage refuses writes', () => {
  sessionStorage.setItem('trade-console:open-intents', '{not json');
  const { intents } = reload();
  expect(intents.openIntentCount()).toBe(0);
  jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('full', 'QuotaExceededError');
  });
  const fp = intents.intentFingerprint('PUT', '/api/v1/pay', { batchNo: 'B3' });
  const key = intents.keyForIntent(fp);
  expect(intents.keyForIntent(fp)).toBe(key);
});

it('keeps at most 200 open intents, the oldest leaving first', () => {
  const { intents } = reload();
  const fps = Array.from({ length: 201 }, (_, i) => intents.intentFingerprint('PUT', '/api/v1/pay', { batchNo: `B${i}` }));
  const keys = fps.map((fp) => intents.keyForIntent(fp));
  const after = reload().intents;
  expect(after.openIntentCount()).toBe(200);
  expect(after.keyForIntent(fps[200])).toBe(keys[200]);
  expect(after.keyForIntent(fps[0])).not.toBe(keys[0]);
});
