import { invalid } from './http';
import { tr } from './i18n';
import { type Json, text } from './input';

/**
 * One of the allowed values, or undefined when absent; anything else answers a 400.
 * (Apart from input.ts because it words its refusal through i18n.ts, which reads input.ts.)
 */
export function oneOf<T extends string>(input: Json, key: string, allowed: readonly T[]): T | undefined {
  const v = text(input, key);
  if (v === undefined) return undefined;
  const found = allowed.find((a) => a === v);
  if (found === undefined) throw invalid([{ field: key, message: tr('server.field.oneOf', { field: key, values: allowed.join(', ') }) }]);
  return found;
}
