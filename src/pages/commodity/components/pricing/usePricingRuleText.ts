import { PRICING_RULE_VALUES } from '@/domain/pricing/rules';
import useText from '@/hooks/useText';
import { useCallback } from 'react';

/** The text of a pricing (or shared supplier) rule key with its limits filled in. */
export default function usePricingRuleText(): (key: string | undefined) => string | undefined {
  const t = useText();
  return useCallback((key) => (key ? t(key, PRICING_RULE_VALUES[key]) : undefined), [t]);
}
