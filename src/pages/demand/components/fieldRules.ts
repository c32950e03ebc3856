/** The demand field rules live with the shared reseller pieces: the receiver's game defaults use them too. */
export { priceRule, quantityRule, requiredRule } from '@/components/reseller/fieldRules';
