import { accountApi } from '@/domain/account/endpoints';
import type { ListAddResult, ListEntry, ListEntryInput, ListEntryUpdate, ListKind, ListMark, ListQuery, ListType, Paged } from '@/types';
import { call } from '@/utils/request';

/**
 * White and black lists of counterparties (SPEC §7 B/uc/users/me/{suppliers|resellers}/{whitelist|blacklist}).
 * `suppliers` = suppliers the user buys from; `resellers` = receivers the user sells to.
 */
export function queryListEntries(kind: ListKind, list: ListType, query: ListQuery): Promise<Paged<ListEntry>> {
  return call(accountApi.queryListEntries, { path: { kind, list }, params: query });
}

/** Adds by userId or username; a counterparty on the other list of this kind is moved. */
export function addListEntry(kind: ListKind, list: ListType, input: ListEntryInput): Promise<ListAddResult> {
  return call(accountApi.addListEntry, { path: { kind, list }, data: input });
}

export function updateListEntry(kind: ListKind, list: ListType, id: string, input: ListEntryUpdate): Promise<ListEntry> {
  return call(accountApi.updateListEntry, { path: { kind, list, id }, data: input });
}

export function removeListEntry(kind: ListKind, list: ListType, id: string): Promise<Record<string, never>> {
  return call(accountApi.removeListEntry, { path: { kind, list, id } });
}

/** Removes a counterparty by its user id (no-op when it is not on the list). */
export function removeListUser(kind: ListKind, list: ListType, userId: string): Promise<Record<string, never>> {
  return call(accountApi.removeListUser, { path: { kind, list, userId } });
}

/** Marks of every counterparty on the user's lists of a kind: userId → WHITE | BLACK (for tables). */
export function getListMarks(kind: ListKind): Promise<Record<string, ListMark>> {
  return call(accountApi.getListMarks, { path: { kind } });
}
