import type { ApiViolation } from '../../src/types';
import { invalid } from './http';
import { tr } from './i18n';
import type { Json } from './input';
import { isFaultKind, type MockSettings, parseStatuses } from './settings';

/**
 * Validates the body of POST /api/mock/config. Every field is optional; faultPathPattern null or
 * '' clears the pattern, faultSeed null the seed; faultStatuses may be an array or "500,503,lost".
 */
export function parseConfigPatch(body: Json): Partial<MockSettings> {
  const patch: Partial<MockSettings> = {};
  const violations: ApiViolation[] = [];
  const { tokenTtl, latency, faultRate, faultStatuses, faultPathPattern, faultSeed } = body;
  if (tokenTtl !== undefined) {
    if (typeof tokenTtl === 'number' && Number.isInteger(tokenTtl) && tokenTtl >= 1) patch.tokenTtl = tokenTtl;
    else violations.push({ field: 'tokenTtl', message: tr('server.mock.config.tokenTtl') });
  }
  if (latency !== undefined) {
    if (typeof latency === 'number' && Number.isInteger(latency) && latency >= 0 && latency <= 60_000) patch.latency = latency;
    else violations.push({ field: 'latency', message: tr('server.mock.config.latency') });
  }
  if (faultRate !== undefined) {
    if (typeof faultRate === 'number' && faultRate >= 0 && faultRate <= 1) patch.faultRate = faultRate;
    else violations.push({ field: 'faultRate', message: tr('server.mock.config.faultRate') });
  }
  if (faultStatuses !== undefined) {
    const list =
      typeof faultStatuses === 'string'
        ? parseStatuses(faultStatuses)
        : Array.isArray(faultStatuses) && faultStatuses.length > 0 && faultStatuses.every(isFaultKind)
          ? faultStatuses
          : undefined;
    if (list) patch.faultStatuses = [...list];
    else violations.push({ field: 'faultStatuses', message: tr('server.mock.config.faultStatuses') });
  }
  if (faultPathPattern !== undefined) {
    if (faultPathPattern === null || faultPathPattern === '') patch.faultPathPattern = undefined;
    else if (typeof faultPathPattern === 'string' && isRegex(faultPathPattern)) patch.faultPathPattern = faultPathPattern;
    else violations.push({ field: 'faultPathPattern', message: tr('server.mock.config.faultPathPattern') });
  }
  if (faultSeed !== undefined) {
    if (faultSeed === null) patch.faultSeed = undefined;
    else if (typeof faultSeed === 'number' && Number.isInteger(faultSeed) && faultSeed >= 0) patch.faultSeed = faultSeed;
    else violations.push({ field: 'faultSeed', message: tr('server.mock.config.faultSeed') });
  }
  if (violations.length > 0) throw invalid(violations);
  return patch;
}

function isRegex(source: string): boolean {
  try {
    new RegExp(source);
    return true;
  } catch {
    return false;
  }
}
