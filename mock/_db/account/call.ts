import type { Req } from '../../_lib/http';
import { callerOf } from '../../_lib/context';
import type { MockDb, UserRecord } from '../types';
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
  const { db, operator: user, owner } = callerOf(req);
  const client = clientOf(req);
  syncLogins(db, user, client);
  return { db, user, owner, client };
}
