import type { IntlShape } from '@/hooks/useText';

import type { Rule } from 'antd/es/form';
import { checkPrice, checkQuantity } from '@/domain/reseller/demandRules';

/** antd rules built on the shared demand rules, with texts from the locale files. */
export function requiredRule(intl: IntlShape, fieldKey: string): Rule {
  return { required: true, message: intl.formatMessage({ id: 'reseller.form.required' }, { field: intl.formatMessage({ id: fieldKey }) }) };
}

export function priceRule(intl: IntlShape): Rule {
  return {
    validator: (_, v: unknown) =>
      v === undefined || v === null || v === '' || !checkPrice(String(v)).code
        ? Promise.resolve()
        : Promise.reject(new Error(intl.formatMessage({ id: 'reseller.form.price.invalid' }))),
  };
}

export function quantityRule(intl: IntlShape, floor = 1, floorKey?: string, floorValues?: Record<string, number>): Rule {
  return {
    validator: (_, v: unknown) => {
      if (v === undefined || v === null || v === '') return Promise.resolve();
      const q = checkQuantity(String(v));
      if (q.value === undefined) return Promise.reject(new Error(intl.formatMessage({ id: 'reseller.form.quantity.invalid' })));
      // the floor compares the quantity the rule read ('1,000' is 1000)
      if (q.value < floor && floorKey) return Promise.reject(new Error(intl.formatMessage({ id: floorKey }, floorValues)));
      return Promise.resolve();
    },
  };
}
