import type { Translate } from '@/hooks/useText';
import { typedQuantity } from '@/domain/trade/quantity';
import type { FormRule } from 'antd';

/**
 * A trade quantity is a text field checked by these rules: a number input would clamp '-3' or
 * '99999999999999999999' to its limits, round '12.345', read '1e5' as 100000 and drop 'abc', then
 * send a quantity nobody typed. Here the typed text stays and the rule says what is wrong with it.
 */
export const QUANTITY_INPUT = { inputMode: 'numeric', autoComplete: 'off' } as const;

/** Required, then a whole number from min to max (worded by rangeKey, given min and max). */
export function quantityRules(t: Translate, min: number, max: number, rangeKey = 'trade.form.quantity.range'): FormRule[] {
  return [
    { required: true, whitespace: true, message: t('trade.form.quantity.required') },
    {
      validator: async (_, v: unknown) => {
        // a blank value is the required rule's to word
        if (v === undefined || v === null || String(v).trim() === '') return;
        if (typedQuantity(v, min, max) === undefined) throw new Error(t(rangeKey, { min, max }));
      },
    },
  ];
}
