/** Error object of the backend (SPEC §3). */
export interface ApiViolation {
  field?: string;
  message: string;
}
export interface ApiErrorAction {
  type: 'REDIRECT';
  location: string;
}
export interface ApiError {
  title?: string;
  detail?: string;
  code?: string;
  status?: number;
  statusCode?: number;
  violations?: ApiViolation[];
  action?: ApiErrorAction;
}

/** Paged results carry records and total. */
export interface Paged<T> {
  records: T[];
  total: number;
  current: number;
  size: number;
}

export interface PageQuery {
  current?: number;
  size?: number;
}

export type BusinessKind = 'ORDER' | 'DEPOSIT';
