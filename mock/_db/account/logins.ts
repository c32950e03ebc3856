/**
 * The login log. The sign-in call belongs to the foundation, so the log learns of sign-ins from the
 * tokens it issued: the first account call made with a token it has not seen logs that sign-in,
 * with the IP and browser of that call. A token that replaces one which expired or was refreshed
 * within the refresh window is the same session renewed, not a new sign-in.
 */
import { LOCATIONS, LOGIN_RESULTS, type LocationCode, type LoginChannel, type LoginResult } from '../../../src/domain/account/facts';
import type { LoginRecord } from '../../../src/domain/account/types';
import type { Paged } from '../../../src/types';
import { DAY_MS, inRange, iso, timeRange } from '../../_lib/dates';
import { type Req } from '../../_lib/http';
import { header, type Json, text } from '../../_lib/input';
import { paginate, pageParams } from '../../_lib/paging';
import { now } from '../clock';
import type { MockDb, UserRecord } from '../types';
import { type AccountDb, mainIdOf, nextId } from './db';
import { oneOf } from '../../_lib/choices';

/** A renewal is issued at most this long before the old token's expiry (10 min window + slack). */
const RENEWAL_WINDOW_MS = 11 * 60 * 1000;
const PRIVATE_IP = /^(127\.|10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.|::1$|::ffff:127\.|localhost)/;

export interface ClientInfo {
  ip: string;
  device: string;
}

export function clientOf(req: Req): ClientInfo {
  const forwarded = header(req, 'x-forwarded-for')?.split(',')[0]?.trim();
  const raw: unknown = req.ip ?? req.socket?.remoteAddress;
  const ip = (forwarded || (typeof raw === 'string' ? raw : '') || '127.0.0.1').replace(/^::ffff:/, '').replace(/^::1$/, '127.0.0.1');
  return { ip, device: deviceOf(header(req, 'user-agent') ?? '') };
}

const BROWSERS: Array<[RegExp, string]> = [
  [/Edg\/(\d+)/, 'Edge'],
  [/(?:Headless)?Chrome\/(\d+)/, 'Chrome'],
  [/Firefox\/(\d+)/, 'Firefox'],
  [/Version\/(\d+).*Safari/, 'Safari'],
];
const SYSTEMS: Array<[RegExp, string]> = [
  [/Windows/, 'Windows'],
  [/iPhone|iPad/, 'iOS'],
  [/Android/, 'Android'],
  [/Mac OS X/, 'macOS'],
  [/Linux/, 'Linux'],
];

/** 'Chrome 120 · Windows' from a user agent; 'Unknown' when nothing is recognised. */
export function deviceOf(ua: string): string {
  const b = BROWSERS.map(([re, name]) => [re.exec(ua), name] as const).find(([m]) => m);
  const browser = b ? `${b[1]} ${b[0]![1]}` : '';
  const os = SYSTEMS.find(([re]) => re.test(ua))?.[1] ?? '';
  return [browser, os].filter(Boolean).join(' · ') || 'Unknown';
}

/** A location code for an IP: private networks are LAN, others a stable pick from the list. */
export function locationOf(ip: string): LocationCode {
  if (PRIVATE_IP.test(ip)) return 'LAN';
  let h = 0;
  for (const ch of ip) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return LOCATIONS[1 + (h % (LOCATIONS.length - 1))];
}

/** Appends a sign-in; answers it. `newIp` compares with the main account's known IPs. */
export function recordLogin(
  db: AccountDb,
  user: UserRecord,
  input: {
    ip: string;
    device: string;
    channel: LoginChannel;
    result: LoginResult;
    at: number;
  },
): LoginRecord {
  const owner = mainIdOf(db, user.id);
  const security = (db.account.security[owner] ??= {
    verifiedLoginIp: false,
    knownIps: [],
  });
  const newIp = input.result === 'SUCCESS' && !security.knownIps.includes(input.ip);
  if (newIp) security.knownIps.push(input.ip);
  const record: LoginRecord = {
    id: nextId(db.account, 'LG'),
    userId: user.id,
    username: user.username,
    ip: input.ip,
    location: locationOf(input.ip),
    device: input.device,
    channel: input.channel,
    result: input.result,
    newIp,
    loginAt: iso(input.at),
  };
  db.account.loginLog.push(record);
  return record;
}

/** Logs the sign-ins behind tokens not seen yet (see the top of this file). */
export function syncLogins(db: Pick<MockDb, 'users' | 'account' | 'tokens'>, caller: UserRecord, client: ClientInfo): void {
  const seen = db.account.seenTokens;
  const fresh = Object.values(db.tokens)
    .filter((t) => t.userId === caller.id && !seen[t.accessToken])
    .sort((a, b) => a.issuedAt - b.issuedAt);
  for (const t of fresh) {
    const renewed = Object.entries(seen).find(
      ([key, s]) =>
        s.userId === t.userId && !db.tokens[key] && s.expiresAt - t.issuedAt >= -60_000 && s.expiresAt - t.issuedAt <= RENEWAL_WINDOW_MS,
    );
    if (renewed) delete seen[renewed[0]];
    seen[t.accessToken] = {
      userId: t.userId,
      issuedAt: t.issuedAt,
      expiresAt: t.issuedAt + t.expiresIn * 1000,
    };
    if (!renewed)
      recordLogin(db, caller, {
        ...client,
        channel: caller.mfa ? 'OTP' : 'PASSWORD',
        result: 'SUCCESS',
        at: t.issuedAt,
      });
  }
  // forget tokens that are long gone so the map does not grow for ever
  const horizon = now() - DAY_MS;
  for (const [key, s] of Object.entries(seen)) if (!db.tokens[key] && s.expiresAt < horizon) delete seen[key];
}

/** Newest successful sign-in of a user, from the log. */
export function lastLoginAt(db: AccountDb, userId: string): string | undefined {
  const log = db.account.loginLog;
  for (let i = log.length - 1; i >= 0; i -= 1) {
    if (log[i].userId === userId && log[i].result === 'SUCCESS') return log[i].loginAt;
  }
  return undefined;
}

/** The filtered login log of a main account and its sub-accounts (a sub-account sees only its own). */
export function loginRows(db: AccountDb, viewer: UserRecord, q: Json): LoginRecord[] {
  const range = timeRange(q);
  const result = oneOf(q, 'result', LOGIN_RESULTS);
  const ip = text(q, 'ip');
  const userId = text(q, 'userId');
  const isMain = viewer.puid === '0';
  const allowed = (id: string) => (isMain ? id === viewer.id || db.users[id]?.puid === viewer.id : id === viewer.id);
  const out: LoginRecord[] = [];
  const log = db.account.loginLog;
  for (let i = log.length - 1; i >= 0; i -= 1) {
    const r = log[i];
    if (!allowed(r.userId) || (userId && r.userId !== userId)) continue;
    if (result && r.result !== result) continue;
    if (ip && !r.ip.includes(ip)) continue;
    if (!inRange(r.loginAt, range)) continue;
    out.push(r);
  }
  return out;
}

export function queryLoginLog(db: AccountDb, viewer: UserRecord, q: Json): Paged<LoginRecord> {
  return paginate(loginRows(db, viewer, q), pageParams(q));
}

/** IP of the newest successful sign-in of a user. */
export function lastLoginIp(db: AccountDb, userId: string): string | undefined {
  const log = db.account.loginLog;
  for (let i = log.length - 1; i >= 0; i -= 1) {
    if (log[i].userId === userId && log[i].result === 'SUCCESS') return log[i].ip;
  }
  return undefined;
}
