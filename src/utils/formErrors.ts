import type { FormInstance } from 'antd';
import { RequestError } from './request';

/** Puts the server's field violations next to their inputs; the typed values stay as they are. */
export function applyViolations<T>(form: FormInstance<T>, error: unknown): void {
  if (!(error instanceof RequestError)) return;
  const violations = error.body?.violations ?? [];
  const byField = new Map<string, string[]>();
  violations.forEach((v) => {
    if (!v.field) return;
    byField.set(v.field, [...(byField.get(v.field) ?? []), v.message]);
  });
  const known = new Set(Object.keys(form.getFieldsValue(true) as Record<string, unknown>));
  form.setFields(
    [...byField.entries()]
      .filter(([name]) => known.has(name))
      .map(([name, errors]) => ({ name: name as never, errors })),
  );
}
