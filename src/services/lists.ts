import { B } from '@/constants/api';
import type { ListAddResult, ListEntry, ListEntryInput, ListEntryUpdate, ListKind, ListMark, ListQuery, ListType, Paged } from '@/types';
import { request } from '@/utils/request';

/**
 * White and black lists of counterparties (contract C5): B/uc/users/me/{suppliers|resellers}/{whitelist|blacklist}.
 * `suppliers` = suppliers the user buys from; `resellers` = receivers the user sells to.
 */
const base = (kind: ListKind, list: ListType) => `${B}/uc/users/me/${kind}/${list}`;

export function queryListEntries(kind: ListKind, list: ListType, query: ListQuery): Promise<Paged<ListEntry>> {
  return request<Paged<ListEntry>>(base(kind, list), { params: query });
}

/** Adds by userId or username; a counterparty on the other list of this kind is moved. */
export function addListEntry(kind: ListKind, list: ListType, input: ListEntryInput): Promise<ListAddResult> {
  return request<ListAddResult>(base(kind, list), {
    method: 'POST',
    data: input,
  });
}

export function updateListEntry(kind: ListKind, list: ListType, id: string, input: ListEntryUpdate): Promise<ListEntry> {
  return request<ListEntry>(`${base(kind, list)}/${encodeURIComponent(id)}`, {
    method: 'PUT',
    data: input,
  });
}

export function removeListEntry(kind: ListKind, list: ListType, id: string): Promise<Record<string, never>> {
  return request(`${base(kind, list)}/${encodeURIComponent(id)}`, {
    method: 'DELETE',
  });
}

/** Removes a counterparty by its user id (no-op when it is not on the list). */
export function removeListUser(kind: ListKind, list: ListType, userId: string): Promise<Record<string, never>> {
  return request(`${base(kind, list)}/user/${encodeURIComponent(userId)}`, {
    method: 'DELETE',
  });
}

/** Marks of every counterparty on the user's lists of a kind: userId → WHITE | BLACK (for tables). */
export function getListMarks(kind: ListKind): Promise<Record<string, ListMark>> {
  return request<Record<string, ListMark>>(`${B}/uc/users/me/${kind}/marks`);
}
