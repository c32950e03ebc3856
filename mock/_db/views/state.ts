import type { SavedView } from '../../../src/domain/views/types';

/** A saved view as stored: the caller-relative `owned` flag is computed when it is read. */
export type StoredView = Omit<SavedView, 'owned'> & { userId: string };

/** The views slice: every user's saved views by id. Types only (rules in index.ts). */
export interface ViewsState {
  byId: Record<string, StoredView>;
  seq: number;
}
