import { viewsApi } from '@/domain/views/endpoints';
import type { SavedView, SavedViewInput, ViewTable } from '@/domain/views/types';
import { call } from '@/utils/request';
import { callPreloaded, preloadedAnswer } from '@/utils/routeData';

/** The caller's saved views of one table (defaults first). */
export const listSavedViews = (table: ViewTable): Promise<SavedView[]> => callPreloaded(viewsApi.listSavedViews, { params: { table } });

/** The table's views when the route's loader already has them (else undefined). */
export const preloadedSavedViews = (table: ViewTable): SavedView[] | undefined =>
  preloadedAnswer(viewsApi.listSavedViews, { params: { table } });

/** One view by id: the caller's, or another user's from a shared link. */
export const getSavedView = (id: string): Promise<SavedView> => call(viewsApi.getSavedView, { path: { id } });

export const createSavedView = (input: SavedViewInput): Promise<SavedView> => call(viewsApi.createSavedView, { data: input });

export const updateSavedView = (id: string, input: Partial<Omit<SavedViewInput, 'table'>>): Promise<SavedView> =>
  call(viewsApi.updateSavedView, { path: { id }, data: input });

export const deleteSavedView = (id: string): Promise<unknown> => call(viewsApi.deleteSavedView, { path: { id } });

export const setDefaultSavedView = (id: string, isDefault: boolean): Promise<SavedView> =>
  call(viewsApi.setDefaultSavedView, { path: { id }, data: { isDefault } });
