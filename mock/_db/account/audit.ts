/**
 * The operation (audit) log of a main account: what it and its sub-accounts did. Other areas may
 * call recordAudit for their own actions (orders, commodities, demands).
 */
import { AUDIT_MODULES, type AuditModule } from '../../../src/domain/account/facts';
import type { AuditRecord } from '../../../src/domain/account/types';
import type { Paged } from '../../../src/types';
import { inRange, iso, timeRange } from '../../_lib/dates';
import { type Json, text } from '../../_lib/input';
import { paginate, pageParams } from '../../_lib/paging';
import { now } from '../clock';
import type { UserRecord } from '../types';
import { type AccountDb, mainIdOf, nextId } from './db';
import { oneOf } from '../../_lib/choices';
import type { AuditStore } from './state';

export const AUDIT_LIMIT_PER_OWNER = 20_000;

export function recordAudit(
  db: AccountDb,
  actor: UserRecord,
  input: {
    module: AuditModule;
    action: string;
    target?: string;
    detail?: string;
    ip?: string;
    at?: number;
  },
): AuditRecord {
  const record: AuditStore = {
    id: nextId(db.account, 'AU'),
    ownerId: mainIdOf(db, actor.id),
    userId: actor.id,
    username: actor.username,
    module: input.module,
    action: input.action,
    target: input.target,
    detail: input.detail,
    ip: input.ip ?? '127.0.0.1',
    createdAt: iso(input.at ?? now()),
  };
  db.account.auditLog.push(record);
  return strip(record);
}

const strip = ({ ownerId: _o, ...r }: AuditStore): AuditRecord => r;

/** Filtered audit rows, newest first: a main account sees its own and its sub-accounts', a sub-account its own. */
export function auditRows(db: AccountDb, viewer: UserRecord, q: Json): AuditRecord[] {
  const range = timeRange(q);
  const module = oneOf(q, 'module', AUDIT_MODULES);
  const userId = text(q, 'userId');
  const keyword = text(q, 'keyword')?.toLowerCase();
  const owner = mainIdOf(db, viewer.id);
  const isMain = viewer.puid === '0';
  const out: AuditRecord[] = [];
  const log = db.account.auditLog;
  for (let i = log.length - 1; i >= 0; i -= 1) {
    const r = log[i];
    if (r.ownerId !== owner || (!isMain && r.userId !== viewer.id)) continue;
    if (userId && r.userId !== userId) continue;
    if (module && r.module !== module) continue;
    if (!inRange(r.createdAt, range)) continue;
    if (keyword && ![r.action, r.target, r.detail, r.username].some((v) => v?.toLowerCase().includes(keyword))) continue;
    out.push(strip(r));
  }
  return out;
}

export function queryAuditLog(db: AccountDb, viewer: UserRecord, q: Json): Paged<AuditRecord> {
  return paginate(auditRows(db, viewer, q), pageParams(q));
}
