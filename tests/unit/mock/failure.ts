import { ApiFailure } from '../../../mock/_lib/http';

/** Runs fn, which must throw an ApiFailure, and answers it for closer checks. */
export function failureOf(fn: () => unknown): ApiFailure {
  try {
    fn();
  } catch (error) {
    if (error instanceof ApiFailure) return error;
    throw error;
  }
  throw new Error('expected an ApiFailure, but nothing was thrown');
}
