import { issueToken } from '../../mock/_db/tokens';
import { findUserByUsername } from '../../mock/_db/users';
import type { MockDb } from '../../mock/_db/types';

/** A token for a seed user, issued straight in the store (no HTTP). */
export function apiLogin(db: MockDb, username: string): string {
  const user = findUserByUsername(db, username);
  if (!user) throw new Error(`no user ${username}`);
  return issueToken(db, user.id, false).accessToken;
}
