import type { ApiViolation, DemandImportField, DemandInput, ImportCellError, ImportRow } from '@/types';

/** A parsed row in the preview: the user may fix it or drop it before saving. */
export interface PreviewRow extends ImportRow {
  key: string;
  dropped: boolean;
  fixed: boolean;
}

export const toPreviewRows = (rows: ImportRow[]): PreviewRow[] =>
  rows.map((r) => ({ ...r, key: String(r.rowNo), dropped: false, fixed: false }));

/** Rows that will be saved. */
export const keptRows = (rows: PreviewRow[]) => rows.filter((r) => !r.dropped);

export const blockingRows = (rows: PreviewRow[]) => rows.filter((r) => !r.dropped && r.errors.length > 0);

export function errorsByField(row: PreviewRow): Partial<Record<DemandImportField, ImportCellError[]>> {
  const out: Partial<Record<DemandImportField, ImportCellError[]>> = {};
  for (const e of row.errors) (out[e.field] ??= []).push(e);
  return out;
}

const SERVER_FIELD: Record<string, DemandImportField> = { gameId: 'game', serverId: 'server', categoryId: 'category' };

/**
 * Puts batchSave's violations (`rows[i].field`, i counting the rows sent) back on the preview rows;
 * answers how many rows got one.
 */
export function applySaveViolations(
  rows: PreviewRow[],
  sent: PreviewRow[],
  violations: ApiViolation[],
): { rows: PreviewRow[]; marked: number } {
  const byKey = new Map<string, ImportCellError[]>();
  for (const v of violations) {
    const m = /^rows\[(\d+)\]\.(\w+)$/.exec(v.field ?? '');
    const row = m ? sent[Number(m[1])] : undefined;
    if (!row || !m) continue;
    const field = (SERVER_FIELD[m[2]] ?? m[2]) as DemandImportField;
    const list = byKey.get(row.key) ?? [];
    list.push({ field, code: 'SERVER', message: v.message });
    byKey.set(row.key, list);
  }
  return {
    rows: rows.map((r) => (byKey.has(r.key) ? { ...r, errors: byKey.get(r.key)! } : r)),
    marked: byKey.size,
  };
}

/** What batchSave gets: the drafts of the kept rows (all complete once no row has errors). */
export const draftsOf = (rows: PreviewRow[]): DemandInput[] => rows.map((r) => r.draft as DemandInput);
