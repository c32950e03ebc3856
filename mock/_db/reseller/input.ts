import type { ApiViolation } from '../../../src/types';
import { invalid } from '../../_lib/http';
import { tr } from '../../_lib/i18n';
import { type Json, textList } from '../../_lib/input';

/** Readers only the receiver routes need; the common ones are mock/_lib/input.ts. */

/** The demand ids a batch call names (1 to `max`), or a 400. */
export function requireIds(input: Json, key = 'ids', max = 1000): string[] {
  const ids = textList(input, key) ?? [];
  const violations: ApiViolation[] = [];
  if (ids.length === 0) violations.push({ field: key, message: tr('server.reseller.ids.empty', { field: key }) });
  if (ids.length > max) violations.push({ field: key, message: tr('server.reseller.ids.max', { field: key, max }) });
  if (violations.length) throw invalid(violations);
  return ids;
}
