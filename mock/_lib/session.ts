import { getDb } from '../_db/store';
import { userOfToken } from '../_db/tokens';
import type { UserRecord } from '../_db/types';
import { type Req, unauthorized } from './http';
import { header } from './input';

/** The token of `Authorization: Bearer <token>`, if any. */
export function bearerToken(req: Req): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(header(req, 'authorization') ?? '');
  return match ? match[1] : undefined;
}

/** The caller, or undefined when the token is missing, revoked or expired. */
export function optionalUser(req: Req): UserRecord | undefined {
  return userOfToken(getDb(), bearerToken(req));
}

/** The caller; anything but a live token answers the backend's 401. */
export function requireUser(req: Req): UserRecord {
  const user = optionalUser(req);
  if (!user) throw unauthorized();
  return user;
}
