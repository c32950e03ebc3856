import { CHAT_SIDES, type ChatAccounts, type ChatSide } from '../../../src/domain/chat/types';
import type { ChatMockConfig } from '../../../src/domain/mock/types';
import { iso } from '../../_lib/dates';
import { ApiFailure, forbidden } from '../../_lib/http';
import { now } from '../clock';
import type { MockDb, UserRecord } from '../types';
import { hasAuthority, ownerOf } from '../users';
import { CS_PARTY } from './state';
import { tr } from '../../_lib/i18n';

/** What the chat rules need of the store (the seeder passes a partial one). */
export type ChatDb = Pick<MockDb, 'users' | 'chat'> & Partial<Pick<MockDb, 'trade'>>;

export const opposite = (side: ChatSide): ChatSide => (side === 'buy' ? 'sell' : 'buy');
export const isSide = (v: unknown): v is ChatSide => CHAT_SIDES.some((s) => s === v);

const accountKey = (userId: string, side: ChatSide) => `${userId}:${side}`;

/** A sub-account chats on a side only with the matching order permission. */
const SIDE_AUTHORITY = { buy: 'ORDER_PURCHASED', sell: 'ORDER_SOLD' } as const;

export function maySide(user: UserRecord, side: ChatSide): boolean {
  return hasAuthority(user, SIDE_AUTHORITY[side]);
}

/** 403 for a sub-account on a side it may not use. */
export function assertMaySide(user: UserRecord, side: ChatSide): void {
  if (!maySide(user, side)) throw forbidden(tr('server.subAccount.lacks', { authority: SIDE_AUTHORITY[side] }));
}

/**
 * Fake-backend switch (GET|POST /api/mock/chat/config, ChatMockConfig): a real chat service may
 * create accounts asynchronously; with a delay the initialisation call only schedules the account,
 * so the console's /pending/accountCreatePending page can be seen polling. 0 (the default) creates
 * at once.
 */

/** The switch and the scheduled accounts (`${userId}:${side}` → ready at, epoch ms). */
interface ChatRuntime {
  config: ChatMockConfig;
  pending: Record<string, number>;
}

const RUNTIME_KEY = '__gtMockChatRuntime';
type RuntimeHolder = typeof globalThis & { [RUNTIME_KEY]?: WeakMap<object, ChatRuntime> };

/**
 * Kept beside the store rather than in it (the chat slice's shape is shared with the seed); keyed
 * by the chat slice, so POST /api/mock/reset (a new slice) restores the defaults, and on
 * globalThis like the store, so a reload of the mock modules keeps it.
 */
function runtimeOf(db: ChatDb): ChatRuntime {
  const holder = globalThis as RuntimeHolder;
  const map = (holder[RUNTIME_KEY] ??= new WeakMap<object, ChatRuntime>());
  let rt = map.get(db.chat);
  if (!rt) {
    rt = { config: { accountCreateDelayMs: 0 }, pending: {} };
    map.set(db.chat, rt);
  }
  return rt;
}

export function chatConfig(db: ChatDb): ChatMockConfig {
  return { ...runtimeOf(db).config };
}

/** Changes the switch; a value that is not a whole number of ms ≥ 0 is refused (message per field). */
export function setChatConfig(
  db: ChatDb,
  patch: Record<string, unknown>,
): { config: ChatMockConfig; violations: { field: string; message: string }[] } {
  const rt = runtimeOf(db);
  const v = patch.accountCreateDelayMs;
  if (v === undefined) return { config: { ...rt.config }, violations: [] };
  if (typeof v !== 'number' || !Number.isInteger(v) || v < 0) {
    return {
      config: { ...rt.config },
      violations: [{ field: 'accountCreateDelayMs', message: tr('server.mock.chat.delay') }],
    };
  }
  rt.config.accountCreateDelayMs = v;
  return { config: { ...rt.config }, violations: [] };
}

/** Creates the scheduled accounts whose time has come (read lazily, like the trade clock). */
function settleScheduled(db: ChatDb): void {
  const rt = runtimeOf(db);
  const keys = Object.keys(rt.pending);
  if (keys.length === 0) return;
  const at = now();
  for (const key of keys) {
    const readyAt = rt.pending[key];
    if (readyAt > at) continue;
    delete rt.pending[key];
    const [userId, side] = key.split(':') as [string, ChatSide];
    if (!db.chat.accounts[key]) db.chat.accounts[key] = { userId, side, imAccount: `im_${userId}`, createdAt: iso(readyAt) };
  }
}

/** Whether the initialisation call has scheduled an account that does not exist yet. */
export function isAccountScheduled(db: ChatDb, userId: string, side: ChatSide): boolean {
  settleScheduled(db);
  return accountKey(userId, side) in runtimeOf(db).pending;
}

/**
 * The chat account of a main account on one side: the role's imAccount (given when the receiver
 * or supplier role opens), else one created by the initialisation call.
 */
export function accountOf(db: ChatDb, userId: string, side: ChatSide): string | undefined {
  const user = db.users[userId];
  if (!user) return undefined;
  settleScheduled(db);
  const owner = ownerOf(db, user);
  const info = side === 'buy' ? owner.resellerInfo : owner.supplierInfo;
  return info?.imAccount ?? db.chat.accounts[accountKey(owner.id, side)]?.imAccount;
}

/** The caller's accounts, limited to the sides a sub-account may use. */
export function accountsOf(db: ChatDb, user: UserRecord): ChatAccounts {
  const owner = ownerOf(db, user);
  const out: ChatAccounts = {};
  for (const side of CHAT_SIDES) {
    const account = maySide(user, side) ? accountOf(db, owner.id, side) : undefined;
    if (account) out[side] = account;
  }
  return out;
}

/**
 * The chat account initialisation call: creates the missing account of `side` (or of both sides
 * the caller may use). A sub-account asking for a side it may not use is refused. With the
 * creation delay on, the account is only scheduled (`at` + delay) and the answer lacks it until
 * then; calling again does not push the time back.
 */
export function initAccounts(db: ChatDb, user: UserRecord, side: ChatSide | undefined, at: string): ChatAccounts {
  if (user.disabled) throw forbidden(tr('server.chat.account.disabled'));
  if (side) assertMaySide(user, side);
  const owner = ownerOf(db, user);
  const rt = runtimeOf(db);
  const delay = rt.config.accountCreateDelayMs;
  for (const s of side ? [side] : CHAT_SIDES.filter((x) => maySide(user, x))) {
    const key = accountKey(owner.id, s);
    if (accountOf(db, owner.id, s) || key in rt.pending) continue;
    if (delay > 0) rt.pending[key] = Date.parse(at) + delay;
    else db.chat.accounts[key] = { userId: owner.id, side: s, imAccount: `im_${owner.id}`, createdAt: at };
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
  const owner = ownerOf(db, user);
  const account = accountOf(db, owner.id, side);
  if (!account) {
    throw new ApiFailure(409, {
      title: tr('server.chat.account.missing.title'),
      detail: tr('server.chat.account.missing', { side, sideName: tr(`server.chat.side.${side}`) }),
      code: 'CHAT_ACCOUNT_MISSING',
    });
  }
  return { userId: owner.id, side, account };
}
