import { RequestError } from '@/utils/request';

/**
 * Whether a listing's load failed because it does not exist: a 404 or the API's NOT_FOUND code.
 * Any other failure (a 5xx, a 429, no answer) is a failed load, offered again with a retry.
 */
export function isNotFound(error: unknown): boolean {
  return error instanceof RequestError && (error.status === 404 || error.body?.code === 'NOT_FOUND');
}
