/** The supplier rule texts live with the shared supplier pieces: the store settings use them too. */
export { default, ruleFrom } from '@/components/supplier/useRuleText';
