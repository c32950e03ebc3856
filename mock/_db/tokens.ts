import type { TokenResponse } from '../../src/types';
import { getSettings } from '../_lib/settings';
import { now } from './clock';
import { opaqueToken } from './ids';
import type { MockDb, TokenRecord, UserRecord } from './types';

export function issueToken(db: MockDb, userId: string, rememberMe = false): TokenResponse {
  const record: TokenRecord = {
    accessToken: opaqueToken('at'),
    userId,
    issuedAt: now(),
    expiresIn: getSettings().tokenTtl,
    rememberMe,
  };
  db.tokens[record.accessToken] = record;
  return { accessToken: record.accessToken, expiresIn: record.expiresIn, issuedAt: record.issuedAt };
}

export function isExpired(token: TokenRecord, at = now()): boolean {
  return at >= token.issuedAt + token.expiresIn * 1000;
}

/** The live token record, or undefined; an expired one is dropped on the way. */
export function findToken(db: MockDb, accessToken: string | undefined): TokenRecord | undefined {
  if (!accessToken) return undefined;
  const token = db.tokens[accessToken];
  if (!token) return undefined;
  if (isExpired(token)) {
    delete db.tokens[accessToken];
    return undefined;
  }
  return token;
}

/** The user behind a live token, or undefined (also when the user has since gone or been disabled). */
export function userOfToken(db: MockDb, accessToken: string | undefined): UserRecord | undefined {
  const token = findToken(db, accessToken);
  const user = token && db.users[token.userId];
  return user && !user.disabled ? user : undefined;
}

export function revokeToken(db: MockDb, accessToken: string): boolean {
  const existed = accessToken in db.tokens;
  delete db.tokens[accessToken];
  return existed;
}

/** Revokes every token, or only those of one user; answers how many went. */
export function revokeTokens(db: MockDb, userId?: string): number {
  let count = 0;
  for (const [key, token] of Object.entries(db.tokens)) {
    if (userId === undefined || token.userId === userId) {
      delete db.tokens[key];
      count += 1;
    }
  }
  return count;
}
