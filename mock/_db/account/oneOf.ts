import { isOneOf } from '../../../src/domain/account/facts';
import { invalid } from '../../_lib/http';
import { tr } from '../../_lib/i18n';
import { type Json, text } from '../../_lib/input';

/** One of the allowed values, or undefined when absent; anything else answers a 400. */
export function oneOf<T extends string>(input: Json, key: string, allowed: readonly T[]): T | undefined {
  const v = text(input, key);
  if (v === undefined) return undefined;
  if (!isOneOf(allowed, v)) throw invalid([{ field: key, message: tr('server.field.oneOf', { field: key, values: allowed.join(', ') }) }]);
  return v;
}
