import type { Req } from '../../_lib/http';
import { type Json, isObject } from '../../_lib/input';
import { requireUser } from '../../_lib/session';
import { getDb } from '../store';
import type { MockDb, UserRecord } from '../types';
import { ownerOf } from '../users';
import { type ClientInfo, clientOf, syncLogins } from './logins';

export interface AccountCall {
  db: MockDb;
  /** the caller: a main account or a sub-account */
  user: UserRecord;
  /** the main account whose data is worked on */
  owner: UserRecord;
  client: ClientInfo;
}

/** Every account route starts here: the caller (401 without a live token), its owner, and the login log kept up. */
export function accountCall(req: Req): AccountCall {
  const db = getDb();
  const user = requireUser(req);
  const client = clientOf(req);
  syncLogins(db, user, client);
  return { db, user, owner: ownerOf(db, user), client };
}

/** The query of a GET as a plain object. */
export function queryOf(req: Req): Json {
  const q: unknown = req.query;
  return isObject(q) ? q : {};
}

/** Route parameter as a string. */
export function param(req: Req, name: string): string {
  const v: unknown = req.params?.[name];
  return typeof v === 'string' ? v : '';
}
