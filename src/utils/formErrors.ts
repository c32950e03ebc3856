import type { FormInstance } from 'antd';
import { reportError } from './reportError';
import { RequestError } from './request';

/**
 * Puts the server's field violations next to their inputs; the typed values stay as they are.
 * Answers whether the error had violations and every one of them landed on a field of the form.
 */
export function applyViolations<T>(form: FormInstance<T>, error: unknown): boolean {
  if (!(error instanceof RequestError)) return false;
  const violations = error.body?.violations ?? [];
  const byField = new Map<string, string[]>();
  violations.forEach((v) => {
    if (!v.field) return;
    byField.set(v.field, [...(byField.get(v.field) ?? []), v.message]);
  });
  const known = new Set(Object.keys(form.getFieldsValue(true) as Record<string, unknown>));
  const placed = [...byField.entries()].filter(([name]) => known.has(name));
  form.setFields(placed.map(([name, errors]) => ({ name: name as never, errors })));
  return violations.length > 0 && violations.every((v) => !!v.field && known.has(v.field));
}

/**
 * The catch of a form submit: violations go next to their fields, and whatever they do not say is
 * shown as a toast unless the pipeline already showed it (a local exception, a call made with
 * skipErrorHandler whose refusal names no field of this form).
 */
export function showFormError<T>(form: FormInstance<T>, error: unknown): void {
  if (applyViolations(form, error)) return;
  reportError(error);
}
