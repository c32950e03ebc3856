import type { MerchantKpi } from '@/types';
import { toBig } from '@/utils/decimal';
import { formatCurrency, formatNumber, formatPercent } from '@/utils/format';

/**
 * A unit price shown both ways, as traders read gold prices: "X yuan per unit" and "1 yuan = Y
 * units". Y is 1 / price computed in decimals (never floats) and shown with up to 4 decimals.
 */
export const RATIO_FORMAT = '0,0.[0000]';

export function unitsPerYuan(unitPrice: string): string {
  const price = toBig(unitPrice);
  if (!price || price.lte(0)) return '';
  return formatNumber(toBig('1')!.div(price).toFixed(8), RATIO_FORMAT);
}

/** Unit prices use the currency format of SPEC §9 (0,0.0[00000]): cheap currencies keep their decimals (0.2835 yuan per 10k). */
export const formatUnitPrice = (unitPrice: string): string => formatCurrency(unitPrice);

/** '0.0123' → '+1.23%', '-0.005' → '-0.5%', '0' → '0%'. */
export function formatChange(change: string): string {
  const v = toBig(change);
  if (!v) return '';
  const text = formatPercent(change);
  return v.gt(0) ? `+${text}` : text;
}

export function changeTone(change: string): 'up' | 'down' | 'flat' {
  const v = toBig(change);
  if (!v || v.eq(0)) return 'flat';
  return v.gt(0) ? 'up' : 'down';
}

/** A store without closed orders yet: its rate and trade time mean nothing, it is shown as new. */
export const isNewMerchant = (kpi: Pick<MerchantKpi, 'tradeCount'>): boolean => !kpi.tradeCount;
