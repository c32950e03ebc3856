import type { ChatAccounts, ChatSide } from '../../../src/types';
import { ApiFailure, forbidden } from '../../_lib/http';
import type { MockDb, UserRecord } from '../types';
import { hasAuthority, ownerOf } from '../users';
import { CS_PARTY } from './state';

/** What the chat rules need of the store (the seeder passes a partial one). */
export type ChatDb = Pick<MockDb, 'users' | 'chat'> & Partial<Pick<MockDb, 'trade'>>;

export const SIDES: readonly ChatSide[] = ['buy', 'sell'];
export const opposite = (side: ChatSide): ChatSide => (side === 'buy' ? 'sell' : 'buy');
export const isSide = (v: unknown): v is ChatSide => v === 'buy' || v === 'sell';

const accountKey = (userId: string, side: ChatSide) => `${userId}:${side}`;

/** A sub-account chats on a side only with the matching order permission. */
const SIDE_AUTHORITY = { buy: 'ORDER_PURCHASED', sell: 'ORDER_SOLD' } as const;

export function maySide(user: UserRecord, side: ChatSide): boolean {
  return hasAuthority(user, SIDE_AUTHORITY[side]);
}

/** 403 for a sub-account on a side it may not use. */
export function assertMaySide(user: UserRecord, side: ChatSide): void {
  if (!maySide(user, side)) throw forbidden(`Sub-account lacks the ${SIDE_AUTHORITY[side]} permission`);
}

/**
 * The chat account of a main account on one side: the role's imAccount (given when the receiver
 * or supplier role opens), else one created by the initialisation call.
 */
export function accountOf(db: ChatDb, userId: string, side: ChatSide): string | undefined {
  const user = db.users[userId];
  if (!user) return undefined;
  const owner = ownerOf(db as MockDb, user);
  const info = side === 'buy' ? owner.resellerInfo : owner.supplierInfo;
  return info?.imAccount ?? db.chat.accounts[accountKey(owner.id, side)]?.imAccount;
}

/** The caller's accounts, limited to the sides a sub-account may use. */
export function accountsOf(db: ChatDb, user: UserRecord): ChatAccounts {
  const owner = ownerOf(db as MockDb, user);
  const out: ChatAccounts = {};
  for (const side of SIDES) {
    const account = maySide(user, side) ? accountOf(db, owner.id, side) : undefined;
    if (account) out[side] = account;
  }
  return out;
}

/**
 * The chat account initialisation call: creates the missing account of `side` (or of both sides
 * the caller may use). A sub-account asking for a side it may not use is refused.
 */
export function initAccounts(db: ChatDb, user: UserRecord, side: ChatSide | undefined, at: string): ChatAccounts {
  if (user.disabled) throw forbidden('The account is disabled');
  if (side) assertMaySide(user, side);
  const owner = ownerOf(db as MockDb, user);
  for (const s of side ? [side] : SIDES.filter((x) => maySide(user, x))) {
    if (!accountOf(db, owner.id, s)) {
      db.chat.accounts[accountKey(owner.id, s)] = { userId: owner.id, side: s, imAccount: `im_${owner.id}`, createdAt: at };
    }
  }
  return accountsOf(db, user);
}

/** Whose account `imAccount` is on `side` (a main account's user id). */
export function partyOfAccount(db: ChatDb, imAccount: string, side: ChatSide): string | undefined {
  const hit = Object.values(db.users).find((u) => u.puid === '0' && accountOf(db, u.id, side) === imAccount);
  return hit?.id;
}

/** Customer service answers the buy side and the sell side with one account each (named by the side it serves). */
export const serviceAccount = (side: ChatSide): string => `cs_${side}`;

/** How a party is called on a side: its store name there, else its nickname or username. */
export function partyName(db: ChatDb, party: string, side: ChatSide): string {
  if (party === CS_PARTY) return side === 'buy' ? '客服 · Buyer support' : '客服 · Seller support';
  const user = db.users[party];
  if (!user) return party;
  const info = side === 'buy' ? user.resellerInfo : user.supplierInfo;
  return info?.storeName ?? user.nickname ?? user.username;
}

/** The caller acting on a side: its main account and chat account there, or the SPEC §8 refusals. */
export interface ChatViewer {
  userId: string;
  side: ChatSide;
  account: string;
}

export function viewerOf(db: ChatDb, user: UserRecord, side: ChatSide): ChatViewer {
  assertMaySide(user, side);
  const owner = ownerOf(db as MockDb, user);
  const account = accountOf(db, owner.id, side);
  if (!account) {
    throw new ApiFailure(409, {
      title: 'Chat account not initialised',
      detail: `No ${side} chat account yet: call the chat account initialisation first`,
      code: 'CHAT_ACCOUNT_MISSING',
    });
  }
  return { userId: owner.id, side, account };
}
