import type { ApiViolation } from '../../../src/types';
import type { RuleIssue } from '../../../src/domain/supplier/rules';
import { invalid, type ApiFailure } from '../../_lib/http';
import { langOfHeaders, translator, type Lang, type Translate } from '../../_lib/i18n';

/**
 * Server messages in the caller's language, from the same locale files the client uses: a
 * violation found by the server reads exactly like the one the form would have shown. The
 * language and the translator are the fake backend's shared ones (mock/_lib/i18n.ts).
 */
export { langOfHeaders, translator, type Lang, type Translate };

export function violationsOf(issues: RuleIssue[], t: Translate): ApiViolation[] {
  return issues.map((i) => ({ field: i.field, message: t(i.key, i.values) }));
}

/** 400 with the issues as localized violations. */
export function invalidIssues(issues: RuleIssue[], t: Translate): ApiFailure {
  return invalid(violationsOf(issues, t));
}

export const englishOnly: Translate = translator('en-US');
