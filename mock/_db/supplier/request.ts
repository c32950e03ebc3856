import type { SubAuthority } from '../../../src/constants/subAuthorities';
import { forbidden, type Req } from '../../_lib/http';
import { header } from '../../_lib/input';
import { requireUser } from '../../_lib/session';
import { now } from '../clock';
import { getDb } from '../store';
import type { MockDb } from '../types';
import { ownerOf, requireAuthority } from '../users';
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
  const db = getDb();
  const operator = requireUser(req);
  if (authority) requireAuthority(operator, authority);
  const owner = ownerOf(db, operator);
  if (!owner.supplier) throw forbidden('The supplier role is not open');
  const nowMs = now();
  return { db, owner, operator, nowMs, at: new Date(nowMs).toISOString(), t: translate(req) };
}

/** Settings changes are the main account's. */
export function mainSupplierCall(req: Req): SupplierCall {
  const call = supplierCall(req);
  if (call.operator.id !== call.owner.id) throw forbidden('Sub-accounts cannot change supplier settings');
  return call;
}

/** Any signed-in caller (onboarding, uploads). */
export function userCall(req: Req): SupplierCall {
  const db = getDb();
  const operator = requireUser(req);
  const nowMs = now();
  return { db, owner: ownerOf(db, operator), operator, nowMs, at: new Date(nowMs).toISOString(), t: translate(req) };
}

const num = (v: unknown): number | undefined => {
  if (v === undefined || v === null || v === '') return undefined;
  const n = Number(v);
  return Number.isFinite(n) ? n : undefined;
};

/** Paging and filters from a JSON body or a query, numbers parsed. */
export function pageQuery(src: Record<string, unknown>): { current?: number; size?: number } {
  return { current: num(src.current), size: num(src.size ?? src.pageSize) };
}

export function strField(src: Record<string, unknown>, key: string): string | undefined {
  const v = src[key];
  return typeof v === 'string' && v !== '' ? v : typeof v === 'number' ? String(v) : undefined;
}

export function boolField(src: Record<string, unknown>, key: string): boolean | undefined {
  const v = src[key];
  if (v === true || v === 'true') return true;
  if (v === false || v === 'false') return false;
  return undefined;
}
