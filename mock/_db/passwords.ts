import { createHash } from 'crypto';

/** Every seed account's password. */
export const SEED_PASSWORD = 'Passw0rd!';

/** A hash rather than the plain text, so a store dump does not read like a password list. */
export function hashPassword(password: string): string {
  return createHash('sha256').update(`gt-mock:${password}`).digest('hex');
}

export function checkPassword(password: unknown, hash: string): boolean {
  return typeof password === 'string' && hashPassword(password) === hash;
}
