/**
 * Idempotency keys of money writes (endpoints declared `idempotent`). One key stands for one user
 * intent: the same call with the same body. A user who retries after a failure whose outcome is
 * unknown (5xx, 429, a timeout, no answer) sends the same key again, so a write the server did
 * commit is answered from its record instead of being done twice. The intent ends, and its key is
 * dropped, once the server has decided: any 2xx, or a 4xx refusal (nothing was committed). A new
 * intent (other values, or the same values after a success) gets a new key.
 *
 * The pipeline never retries writes by itself (SPEC §8); the key only makes the user's own retry safe.
 */
import { canonicalJson } from '@/domain/canonicalJson';
import { IDEMPOTENCY_TTL_MS } from '@/domain/endpoint';
import { onSession } from './sessionEvents';

interface Intent {
  key: string;
  since: number;
}

/** Open intents by fingerprint; a page reload starts afresh (the typed values are gone too). */
const open = new Map<string, Intent>();
/** Bounded so a long day of failures cannot grow it without end. */
const MAX_OPEN = 200;

export function intentFingerprint(method: string, url: string, data: unknown): string {
  return `${method.toUpperCase()} ${url} ${canonicalJson(data)}`;
}

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
  const intent = { key: randomKey(), since: now };
  open.set(fingerprint, intent);
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
  if (outcomeIsKnown(status)) open.delete(fingerprint);
}

/** Signing out (or in as someone else) ends every open intent. */
export function forgetIntents(): void {
  open.clear();
}

export function openIntentCount(): number {
  return open.size;
}

// Keys belong to the signed-in user: signing out or expiring ends them ('lost' keeps them, since
// the same user signs in again behind the dialog and retries).
onSession((event) => {
  if (event === 'cleared') forgetIntents();
});
