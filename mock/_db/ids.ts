import { randomBytes } from 'crypto';

/** Opaque random strings for tokens; not part of the seed, so they need not be deterministic. */
export function opaqueToken(prefix: string): string {
  return `${prefix}.${randomBytes(24).toString('base64url')}`;
}

export function nextUserId(seq: { user: number }): string {
  seq.user += 1;
  return String(seq.user);
}
