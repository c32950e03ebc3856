import { RequestError } from '@/utils/request';
import { errorText } from '@/utils/reportError';
import type { FormInstance } from 'antd';

/**
 * Puts the server's violations on the checkout fields; nested server names ('receiving.character')
 * map to the flat form names ('character'). Answers the message of what no field shows.
 */
export function showViolations(form: FormInstance, error: unknown, fieldNames: string[]): string | undefined {
  if (!(error instanceof RequestError)) return errorText(error);
  const fields = new Map<string, string[]>();
  const loose: string[] = [];
  for (const v of error.body?.violations ?? []) {
    const name = v.field?.replace(/^receiving\./, '');
    if (name && fieldNames.includes(name)) fields.set(name, [...(fields.get(name) ?? []), v.message]);
    else loose.push(v.message);
  }
  form.setFields([...fields.entries()].map(([name, errors]) => ({ name, errors })));
  if (fields.size > 0 && loose.length === 0) return undefined;
  return loose.length ? loose.join('；') : error.message;
}
