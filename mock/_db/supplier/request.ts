import type { SubAuthority } from '../../../src/domain/account/facts';
import { iso } from '../../_lib/dates';
import { forbidden, type Req } from '../../_lib/http';
import { tr } from '../../_lib/i18n';
import { header } from '../../_lib/input';
import { callerOf } from '../../_lib/context';
import { now } from '../clock';
import type { MockDb } from '../types';
import type { Actor } from './commodities';
import { langOfHeaders, translator, type Translate } from './messages';

/** What every supplier handler starts from: the store, the caller and its main account, the clock, the language. */
export interface SupplierCall extends Actor {
  db: MockDb;
  nowMs: number;
  at: string;
  t: Translate;
}

export function translate(req: Req): Translate {
  return translator(langOfHeaders(header(req, 'cookie'), header(req, 'accept-language')));
}

/**
 * The caller acting for its supplier account. A sub-account needs `authority` (when given); the
 * main account must have the supplier role open.
 */
export function supplierCall(req: Req, authority?: SubAuthority): SupplierCall {
  const { db, operator, owner } = callerOf(req, authority);
  if (!owner.supplier) throw forbidden(tr('server.supplier.role'));
  const nowMs = now();
  return { db, owner, operator, nowMs, at: iso(nowMs), t: translate(req) };
}

/** Settings changes are the main account's. */
export function mainSupplierCall(req: Req): SupplierCall {
  const call = supplierCall(req);
  if (call.operator.id !== call.owner.id) throw forbidden(tr('server.supplier.settings.mainOnly'));
  return call;
}

/** Any signed-in caller (onboarding, uploads). */
export function userCall(req: Req): SupplierCall {
  const { db, operator, owner } = callerOf(req);
  const nowMs = now();
  return { db, owner, operator, nowMs, at: iso(nowMs), t: translate(req) };
}
