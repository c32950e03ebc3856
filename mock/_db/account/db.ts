import type { MockDb } from '../types';
import type { AccountState } from './state';

/** What the account rules need of the store; a MockDb satisfies it. */
export type AccountDb = Pick<MockDb, 'users' | 'account'>;

/** Ids of this slice: a prefix and a running number, e.g. WL00000012. */
export function nextId(state: AccountState, prefix: string): string {
  state.seq += 1;
  return `${prefix}${String(state.seq).padStart(8, '0')}`;
}

/** Resolves any id to its main account id (ids of sub-accounts map to the parent). */
export function mainIdOf(db: Pick<MockDb, 'users'>, userId: string): string {
  const u = db.users[userId];
  return u && u.puid !== '0' ? u.puid : userId;
}

/** Masks all but the first `head` and last `tail` characters. */
export function mask(value: string, head: number, tail: number, fill = '*'): string {
  if (value.length <= head + tail) return fill.repeat(Math.max(value.length, 1));
  return `${value.slice(0, head)}${fill.repeat(value.length - head - tail)}${value.slice(-tail)}`;
}

export const maskPhone = (phone: string): string => (phone.length >= 11 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : mask(phone, 1, 1));
export const maskName = (name: string): string => (name.length <= 1 ? '*' : name.length === 2 ? `${name[0]}*` : mask(name, 1, 1));
