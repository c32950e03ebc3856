import { canonicalJson } from '../../src/domain/canonicalJson';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_PATTERN, IDEMPOTENCY_TTL_MS } from '../../src/domain/endpoint';
import { now } from '../_db/clock';
import { getDb } from '../_db/store';
import type { MockDb } from '../_db/types';
import { ApiFailure, invalid, pathOf, Reply, type Req, type Res } from './http';
import { tr } from './i18n';
import { header } from './input';
import { optionalUser } from './session';

/**
 * The server side of idempotent writes (endpoints declared `idempotent`): the first answer to a key
 * (per user) is kept for 24 h and a repeat of the key gets that answer again, marked
 * `Idempotent-Replayed: true`, without acting twice. Only successes are kept: a refusal or a failure
 * committed nothing, so the repeat is simply tried again. A key sent with another call or body
 * answers 422; a repeat while the first is still running answers 409.
 */
interface Kept {
  fingerprint: string;
  at: number;
  /** undefined while the first call with this key runs */
  answer?: { status: number; body: unknown };
}

type Store = Map<string, Kept>;
const HOLDER = '__GT_MOCK_IDEMPOTENCY__';
type Holder = { [HOLDER]?: WeakMap<MockDb, Store> };
const holder = globalThis as typeof globalThis & Holder;

/** One store per seeded database, so a reset forgets every key; kept on globalThis across mock reloads. */
function storeOf(db: MockDb): Store {
  const all = (holder[HOLDER] ??= new WeakMap());
  let store = all.get(db);
  if (!store) {
    store = new Map();
    all.set(db, store);
  }
  return store;
}

function dropExpired(store: Store, at: number): void {
  for (const [id, kept] of store) if (kept.answer && at - kept.at >= IDEMPOTENCY_TTL_MS) store.delete(id);
}

export const REPLAYED_HEADER = 'Idempotent-Replayed';

type Handler = (req: Req, res: Res) => unknown;

/** The answer as sent then: handlers may return live store objects that change later. */
function snapshot(body: unknown): unknown {
  return body === undefined ? undefined : JSON.parse(JSON.stringify(body));
}

/** Wraps a declared idempotent route; calls without a key (or without a session) pass through. */
export function once(fn: Handler): Handler {
  return async (req, res) => {
    const key = header(req, IDEMPOTENCY_KEY_HEADER.toLowerCase());
    const user = key === undefined ? undefined : optionalUser(req);
    if (key === undefined || !user) return fn(req, res);
    if (!IDEMPOTENCY_KEY_PATTERN.test(key)) {
      throw invalid([{ field: IDEMPOTENCY_KEY_HEADER, message: tr('server.idempotency.keyFormat') }], 'IDEMPOTENCY_KEY_INVALID');
    }
    const store = storeOf(getDb());
    const at = now();
    dropExpired(store, at);
    const id = `${user.id}|${key}`;
    const fingerprint = `${req.method} ${pathOf(req)} ${canonicalJson(req.body ?? {})}`;
    const kept = store.get(id);
    if (kept) {
      if (kept.fingerprint !== fingerprint) {
        throw new ApiFailure(422, {
          title: tr('server.idempotency.reused.title'),
          detail: tr('server.idempotency.reused'),
          code: 'IDEMPOTENCY_KEY_REUSED',
        });
      }
      if (!kept.answer) {
        throw new ApiFailure(409, {
          title: tr('server.idempotency.running.title'),
          detail: tr('server.idempotency.running'),
          code: 'IDEMPOTENCY_IN_FLIGHT',
        });
      }
      res.set(REPLAYED_HEADER, 'true');
      return new Reply(kept.answer.status, kept.answer.body);
    }
    store.set(id, { fingerprint, at });
    let result: unknown;
    try {
      result = await fn(req, res);
    } catch (e) {
      store.delete(id); // refused or failed: nothing was committed, a repeat may try again
      throw e;
    }
    const status = result instanceof Reply ? result.status : result === undefined ? 204 : 200;
    if (status >= 200 && status < 300)
      store.set(id, { fingerprint, at, answer: { status, body: snapshot(result instanceof Reply ? result.body : result) } });
    else store.delete(id);
    return result;
  };
}
