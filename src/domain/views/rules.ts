import type { SubAuthority } from '../account/facts';
import { VIEW_DENSITIES, VIEW_TABLES, type SavedViewInput, type ViewColumn, type ViewDensity, type ViewTable } from './types';

/** Limits shared by the save form and the fake backend. */
export const VIEW_LIMITS = { name: 40, perTable: 20, filters: 40, filterValue: 500, columns: 60 } as const;

/** The sub-account permission that opens each table (the statement is open to every account). */
export const VIEW_TABLE_AUTHORITY: Record<ViewTable, SubAuthority | undefined> = {
  ORDER_PURCHASED: 'ORDER_PURCHASED',
  ORDER_SOLD: 'ORDER_SOLD',
  COMMODITY: 'COMMODITY',
  DEMAND: 'DEMAND',
  STOCK_RECORD: 'STOCK_RECORD',
  STATEMENT: undefined,
};

/** A problem with one field: a text key of views.ts and its values. */
export interface ViewProblem {
  field: keyof SavedViewInput;
  key: string;
  values?: Record<string, string | number>;
}

const isTable = (v: unknown): v is ViewTable => typeof v === 'string' && (VIEW_TABLES as readonly string[]).includes(v);
const isDensity = (v: unknown): v is ViewDensity => typeof v === 'string' && (VIEW_DENSITIES as readonly string[]).includes(v);
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The problems of a view's name (the save form shows the first). */
export function nameProblems(name: unknown): ViewProblem[] {
  const s = typeof name === 'string' ? name.trim() : '';
  if (!s) return [{ field: 'name', key: 'views.rule.name.required' }];
  if (s.length > VIEW_LIMITS.name) return [{ field: 'name', key: 'views.rule.name.max', values: { max: VIEW_LIMITS.name } }];
  return [];
}

/** Reads a column settings map, keeping only the fields ProTable knows. */
function readColumns(raw: Record<string, unknown>): Record<string, ViewColumn> {
  const out: Record<string, ViewColumn> = {};
  Object.entries(raw).forEach(([key, value]) => {
    if (!isRecord(value)) return;
    const col: ViewColumn = {};
    if (typeof value.show === 'boolean') col.show = value.show;
    if (typeof value.order === 'number' && Number.isFinite(value.order)) col.order = value.order;
    if (value.fixed === 'left' || value.fixed === 'right') col.fixed = value.fixed;
    out[key] = col;
  });
  return out;
}

/**
 * Checks a view as sent (any shape): the clean input, or the problems. `partial` checks only the
 * fields present (a rename, a new density) and never the table.
 */
export function checkViewInput(raw: unknown, partial = false): { input: Partial<SavedViewInput>; problems: ViewProblem[] } {
  const body = isRecord(raw) ? raw : {};
  const problems: ViewProblem[] = [];
  const input: Partial<SavedViewInput> = {};
  const has = (k: string) => !partial || body[k] !== undefined;
  if (!partial) {
    if (isTable(body.table)) input.table = body.table;
    else problems.push({ field: 'table', key: 'views.rule.table' });
  }
  if (has('name')) {
    const p = nameProblems(body.name);
    if (p.length) problems.push(...p);
    else input.name = String(body.name).trim();
  }
  if (has('filters')) {
    const f = body.filters ?? {};
    if (!isRecord(f) || Object.keys(f).length > VIEW_LIMITS.filters) problems.push({ field: 'filters', key: 'views.rule.filters' });
    else {
      const entries = Object.entries(f).filter(([, v]) => v !== undefined && v !== null && v !== '');
      if (entries.some(([k, v]) => typeof v !== 'string' || v.length > VIEW_LIMITS.filterValue || k.length > 60))
        problems.push({ field: 'filters', key: 'views.rule.filters' });
      else input.filters = Object.fromEntries(entries) as Record<string, string>;
    }
  }
  if (has('columns')) {
    const c = body.columns ?? {};
    if (!isRecord(c) || Object.keys(c).length > VIEW_LIMITS.columns) problems.push({ field: 'columns', key: 'views.rule.columns' });
    else input.columns = readColumns(c);
  }
  if (has('density')) {
    if (isDensity(body.density)) input.density = body.density;
    else problems.push({ field: 'density', key: 'views.rule.density' });
  }
  return { input, problems };
}

/** Whether a new name clashes with another view of the same table (names compare case-insensitively). */
export function nameTaken(views: { id: string; table: ViewTable; name: string }[], table: ViewTable, name: string, exceptId?: string) {
  const n = name.trim().toLowerCase();
  return views.some((v) => v.table === table && v.id !== exceptId && v.name.trim().toLowerCase() === n);
}
