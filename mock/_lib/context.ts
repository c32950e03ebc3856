import type { SubAuthority } from '../../src/domain/account/facts';
import { getDb } from '../_db/store';
import type { MockDb, UserRecord } from '../_db/types';
import { ownerOf, requireAuthority } from '../_db/users';
import type { Req } from './express';
import { requireUser } from './session';

/** Who calls and for whom: the store, the signed-in caller and the main account it works on. */
export interface Caller {
  db: MockDb;
  /** the caller: a main account or a sub-account */
  operator: UserRecord;
  /** the main account whose data is worked on */
  owner: UserRecord;
}

/**
 * Where every area's handler starts: 401 without a live token; a sub-account without `authority`
 * (when one is named) answers 403. Areas add their own role checks on top.
 */
export function callerOf(req: Req, authority?: SubAuthority): Caller {
  const db = getDb();
  const operator = requireUser(req);
  if (authority) requireAuthority(operator, authority);
  return { db, operator, owner: ownerOf(db, operator) };
}
