import { plainNameIssue } from '../../src/domain/formRules';
import type { ApiViolation } from '../../src/types';
import { tr } from './i18n';

/**
 * The refusal of a name that is not plain (src/domain/formRules.ts plainNameIssue: hidden or
 * direction-changing characters, or no letter or digit), on `field`, worded with the field's label.
 */
export function nameViolation(name: string | undefined, field: string, label: string): ApiViolation | undefined {
  const issue = name ? plainNameIssue(name) : undefined;
  return issue ? { field, message: tr(`server.name.${issue}`, { label }) } : undefined;
}
