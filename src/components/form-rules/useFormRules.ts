import { buildRuleMessages, type FieldRule, type RuleMessages, validateRule } from '@/utils/formRules';
import type { FormRule } from 'antd';
import { useMemo } from 'react';
import useText from '@/hooks/useText';

/** The SPEC §5 message set in the current locale. */
export function useRuleMessages(): RuleMessages {
  const t = useText();
  return useMemo(() => buildRuleMessages((id) => t(id)), [t]);
}

/** One antd rule per FieldRule: antd keeps the asterisk (required) and runs our check. */
export function toAntdRules(label: string, rules: readonly FieldRule[], messages: RuleMessages): FormRule[] {
  return rules.map((rule) => ({
    required: rule.required,
    validator: async (_: unknown, value: unknown) => {
      const [first] = validateRule(value, rule, label, messages);
      if (first) throw new Error(first);
    },
  }));
}

/**
 * Builds Form.Item rules with the generic messages:
 * `const rules = useFormRules(); <Form.Item rules={rules(label, { required: true, type: 'email' })}>`.
 */
export default function useFormRules(): (label: string, ...rules: FieldRule[]) => FormRule[] {
  const messages = useRuleMessages();
  return useMemo(
    () =>
      (label: string, ...rules: FieldRule[]) =>
        toAntdRules(label, rules, messages),
    [messages],
  );
}
