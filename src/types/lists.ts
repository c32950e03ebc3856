export type {
  ListAddResult,
  ListEntry,
  ListEntryInput,
  ListEntryUpdate,
  ListKind,
  ListMark,
  ListQuery,
  ListType,
} from '../domain/account/types';
