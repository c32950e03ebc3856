import { invalid } from '../_lib/http';
import { type Json, str } from '../_lib/input';
import { now } from './clock';
import type { BehaviorEntry, MockDb, UserRecord } from './types';
import { tr } from '../_lib/i18n';

export const BEHAVIOR_LIMIT = 200;
export const ANONYMOUS = 'anonymous';

/** Keeps the newest BEHAVIOR_LIMIT page views per user (or anonymous). */
export function recordBehavior(db: MockDb, user: UserRecord | undefined, body: Json): BehaviorEntry {
  const path = str(body, 'path');
  if (!path) throw invalid([{ field: 'path', message: tr('server.field.required', { field: 'path' }) }]);
  const at = typeof body.at === 'number' && Number.isFinite(body.at) ? body.at : now();
  const entry: BehaviorEntry = { path, title: str(body, 'title'), at, receivedAt: now() };
  const key = user ? user.id : ANONYMOUS;
  const list = db.behavior[key] ?? (db.behavior[key] = []);
  list.push(entry);
  if (list.length > BEHAVIOR_LIMIT) list.splice(0, list.length - BEHAVIOR_LIMIT);
  return entry;
}
