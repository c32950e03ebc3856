/**
 * Idempotency keys of money writes (endpoints declared `idempotent`). One key stands for one user
 * intent: the same call with the same body. A user who retries after a failure whose outcome is
 * unknown (5xx, 429, a timeout, no answer) sends the same key again, so a write the server did
 * commit is answered from its record instead of being done twice. The intent ends, and its key is
 * dropped, once the server has decided: any 2xx, or a 4xx refusal (nothing was committed). A new
 * intent (other values, or the same values after a success) gets a new key.
 *
 * The pipeline never retries writes by itself (SPEC §8); the key only makes the user's own retry safe.
 *
 * Open intents outlive a page reload: they are kept in the tab's sessionStorage, so a user who
 * reloads after "no answer" and sends the same values again still sends the same key. Only a hash
 * of each intent is stored (bodies may hold passwords or account numbers); other tabs keep their own.
 */
import { canonicalJson } from '@/domain/canonicalJson';
import { IDEMPOTENCY_TTL_MS } from '@/domain/endpoint';
import { onSession } from './sessionEvents';

interface Intent {
  key: string;
  since: number;
}

/** Bounded so a long day of failures cannot grow it without end. */
const MAX_OPEN = 200;
/** The tab's sessionStorage entry (prefixed: inside a host portal the storage is the host's). */
export const INTENTS_STORAGE_KEY = 'trade-console:open-intents';

/** Two 53-bit string hashes (cyrb53 with two seeds): collisions are out of reach for 200 intents. */
function hash53(text: string, seed: number): string {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/** The intent's identity: method, URL and canonical body, hashed so no value is kept in clear. */
export function intentFingerprint(method: string, url: string, data: unknown): string {
  const text = `${method.toUpperCase()} ${url} ${canonicalJson(data)}`;
  return `${hash53(text, 1)}.${hash53(text, 2)}`;
}

function storage(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    // storage blocked (privacy settings, sandboxed frame): intents then live as long as the page
    return undefined;
  }
}

function isIntent(v: unknown): v is Intent {
  if (typeof v !== 'object' || v === null) return false;
  const r = v as Record<string, unknown>;
  return typeof r.key === 'string' && typeof r.since === 'number';
}

function load(): Map<string, Intent> {
  const map = new Map<string, Intent>();
  const raw = storage()?.getItem(INTENTS_STORAGE_KEY);
  if (!raw) return map;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (Array.isArray(parsed)) {
      for (const entry of parsed) {
        if (Array.isArray(entry) && typeof entry[0] === 'string' && isIntent(entry[1])) map.set(entry[0], entry[1]);
      }
    }
  } catch {
    // a damaged entry only loses the retry safety of intents already open; start afresh
  }
  return map;
}

function save(): void {
  const s = storage();
  if (!s) return;
  try {
    if (open.size === 0) s.removeItem(INTENTS_STORAGE_KEY);
    else s.setItem(INTENTS_STORAGE_KEY, JSON.stringify([...open]));
  } catch {
    // storage full or blocked: the intents stay open in memory for this page, which is what counted before
  }
}

/** Open intents by fingerprint, in the order they opened (oldest first). */
const open = load();

function randomKey(): string {
  const c = globalThis.crypto;
  if (c && typeof c.randomUUID === 'function') return c.randomUUID();
  const bytes = new Uint8Array(16);
  if (c && typeof c.getRandomValues === 'function') c.getRandomValues(bytes);
  else for (let i = 0; i < bytes.length; i += 1) bytes[i] = Math.floor(Math.random() * 256);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The key of this intent: the open one when the user repeats it, else a new one. */
export function keyForIntent(fingerprint: string, now = Date.now()): string {
  const known = open.get(fingerprint);
  if (known && now - known.since < IDEMPOTENCY_TTL_MS) return known.key;
  if (open.size >= MAX_OPEN) {
    const oldest = open.keys().next().value;
    if (oldest !== undefined) open.delete(oldest);
  }
  for (const [fp, intent] of open) if (now - intent.since >= IDEMPOTENCY_TTL_MS) open.delete(fp);
  const intent = { key: randomKey(), since: now };
  open.set(fingerprint, intent);
  save();
  return intent.key;
}

/**
 * Whether the server has decided the intent: an answer (2xx) or a refusal that committed nothing
 * (4xx other than 408 timeout, 409 "this key is still being processed" and 429 "too many").
 */
export function outcomeIsKnown(status: number): boolean {
  if (status >= 200 && status < 300) return true;
  return status >= 400 && status < 500 && status !== 408 && status !== 409 && status !== 429;
}

/** Records how a try ended: a decided intent drops its key; an unknown outcome keeps it for the retry. */
export function settleIntent(fingerprint: string, status: number): void {
  if (outcomeIsKnown(status) && open.delete(fingerprint)) save();
}

/** Signing out (or in as someone else) ends every open intent. */
export function forgetIntents(): void {
  open.clear();
  save();
}

export function openIntentCount(): number {
  return open.size;
}

// Keys belong to the signed-in user: signing out or expiring ends them ('lost' keeps them, since
// the same user signs in again behind the dialog and retries).
onSession((event) => {
  if (event === 'cleared') forgetIntents();
});
