import type { NoContent } from '../endpoint';
import { endpoint } from '../endpoint';
import type { SavedView, SavedViewInput, ViewTable } from './types';

/**
 * Saved views of the dense tables, stored per user: list a table's views, save, change (rename,
 * new filters, columns, density), delete, make default, and read one by id (a shared link).
 */
export const viewsApi = {
  listSavedViews: endpoint('GET', '/api/v1/usercenter/views').of<{ res: SavedView[]; query: { table: ViewTable } }>(),
  getSavedView: endpoint('GET', '/api/v1/usercenter/views/:id').of<{ res: SavedView }>(),
  createSavedView: endpoint('POST', '/api/v1/usercenter/views').of<{ res: SavedView; body: SavedViewInput }>(),
  updateSavedView: endpoint('PUT', '/api/v1/usercenter/views/:id').of<{
    res: SavedView;
    body: Partial<Omit<SavedViewInput, 'table'>>;
  }>(),
  deleteSavedView: endpoint('DELETE', '/api/v1/usercenter/views/:id').of<{ res: NoContent }>(),
  /** Makes the view its table's default (`isDefault: false` leaves the table with none). */
  setDefaultSavedView: endpoint('PUT', '/api/v1/usercenter/views/:id/default').of<{ res: SavedView; body: { isDefault: boolean } }>(),
};
