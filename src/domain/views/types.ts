/**
 * Saved views of the dense tables: a named set of URL filters (sort included), column settings and
 * density, stored per user by the backend; one view per table may be the user's default.
 */

/** The tables that offer saved views (each maps to the sub-account permission that opens it). */
export const VIEW_TABLES = ['ORDER_PURCHASED', 'ORDER_SOLD', 'COMMODITY', 'DEMAND', 'STOCK_RECORD', 'STATEMENT'] as const;
export type ViewTable = (typeof VIEW_TABLES)[number];

/** ProTable's densities. */
export const VIEW_DENSITIES = ['large', 'middle', 'small'] as const;
export type ViewDensity = (typeof VIEW_DENSITIES)[number];

/** One column's setting, as ProTable's column settings keep it. */
export interface ViewColumn {
  show?: boolean;
  order?: number;
  fixed?: 'left' | 'right';
}

export interface SavedViewInput {
  table: ViewTable;
  name: string;
  /** The table's URL query (filters, sort, page size), as useUrlFilters keeps it. */
  filters: Record<string, string>;
  /** Column settings by column key; empty keeps the table's own. */
  columns: Record<string, ViewColumn>;
  density: ViewDensity;
}

export interface SavedView extends SavedViewInput {
  id: string;
  isDefault: boolean;
  createdAt: string;
  updatedAt: string;
  /** False when the view is another user's, opened from a shared link (read-only). */
  owned: boolean;
}

/** The URL query key that names the applied view. */
export const VIEW_PARAM = 'view';
