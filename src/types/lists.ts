import type { PageQuery } from './api';

/**
 * White and black lists of counterparties (SPEC §7 B/uc/users/me/{suppliers|resellers}/{whitelist|blacklist}).
 * `suppliers` lists hold suppliers the user buys from; `resellers` lists hold receivers the user sells to.
 * A counterparty sits on at most one list of a kind: adding it to one list takes it off the other.
 */
export type ListKind = 'suppliers' | 'resellers';
export type ListType = 'whitelist' | 'blacklist';
/** The mark a counterparty carries in other tables. */
export type ListMark = 'WHITE' | 'BLACK';

export interface ListEntry {
  id: string;
  kind: ListKind;
  list: ListType;
  /** the counterparty */
  userId: string;
  username: string;
  storeName?: string;
  storeUrl?: string;
  remark?: string;
  createdAt: string;
  modifiedAt: string;
}

export interface ListQuery extends PageQuery {
  /** matches user id, username, store name or remark */
  keyword?: string;
}

/** Add by user id or by username (one of the two). */
export interface ListEntryInput {
  userId?: string;
  username?: string;
  remark?: string;
}

export interface ListEntryUpdate {
  remark?: string;
}

/** Answer of an add: the entry, and the list it was moved from when it was on the other one. */
export interface ListAddResult {
  entry: ListEntry;
  movedFrom?: ListType;
}
