import { RULE_VALUES } from '@/constants/commodity';
import { useIntl } from '@umijs/max';
import { useCallback } from 'react';

/** The text of a shared rule key (src/constants/commodity.ts), with its limits filled in. */
export default function useRuleText(): (key: string | undefined) => string | undefined {
  const intl = useIntl();
  return useCallback((key) => (key ? intl.formatMessage({ id: key }, RULE_VALUES[key]) : undefined), [intl]);
}

/** An antd rule validator from a shared rule: rejects with the localized text. */
export function ruleFrom(check: (value: unknown) => string | undefined, text: (key: string | undefined) => string | undefined) {
  return {
    validator: (_: unknown, value: unknown) => {
      const key = check(value);
      return key ? Promise.reject(new Error(text(key))) : Promise.resolve();
    },
  };
}
