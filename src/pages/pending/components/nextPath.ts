import { isSameOriginPath } from '@/utils/continueUrl';

/** Where to go on: ?next= when it is a same-origin path (never an open redirect), else the default. */
export function nextPath(param: string | null, fallback: string): string {
  return param && isSameOriginPath(param) ? param : fallback;
}
