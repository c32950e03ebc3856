import { MOCK_CONTROL_PREFIX } from '../../src/domain/mock/endpoints';
import type { MockSettings } from './settings';

/** Control calls must stay fast and reliable, or tests could not switch faults off again. */
export function isControlPath(path: string): boolean {
  return path === MOCK_CONTROL_PREFIX || path.startsWith(`${MOCK_CONTROL_PREFIX}/`);
}

function matchesPattern(path: string, pattern: string | undefined): boolean {
  if (!pattern) return true;
  try {
    return new RegExp(pattern).test(path);
  } catch {
    return false; // validated when set; a bad one from elsewhere simply disables faults
  }
}

/** The status to fail this call with, or undefined to serve it normally. */
export function pickFault(path: string, settings: MockSettings, random: () => number = Math.random): number | undefined {
  if (isControlPath(path) || settings.faultRate <= 0 || settings.faultStatuses.length === 0) return undefined;
  if (!matchesPattern(path, settings.faultPathPattern)) return undefined;
  if (random() >= settings.faultRate) return undefined;
  return settings.faultStatuses[Math.floor(random() * settings.faultStatuses.length)];
}

const TITLES: Record<number, string> = {
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

export function faultTitle(status: number): string {
  return TITLES[status] ?? 'Injected fault';
}
