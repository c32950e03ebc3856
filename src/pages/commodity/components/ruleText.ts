import { priceText } from '@/components/MoneyText';
import type { Translate } from '@/hooks/useText';
import type { RunRule } from '@/types';

/** The words of a rule with its setting, as the records and the runs show it. */
export function ruleText(t: Translate, rule: RunRule, value: string): string {
  return t(`automation.ruleText.${rule}`, { value: rule === 'AGREE_FLOOR' ? priceText(value) : value });
}
