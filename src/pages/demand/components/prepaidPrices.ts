import type { PrepaidConfig } from '@/types';
import Big from 'big.js';

export interface PrepaidPrice {
  /** face value, yuan */
  face: string;
  /** what prepaying it costs after the game's discount, rounded half up to the cent */
  pay: string;
}

/** Pure: the face values of a game's prepaid offer with their discounted prices; none when the game has no offer. */
export function prepaidPrices(config: PrepaidConfig | undefined): PrepaidPrice[] {
  if (!config?.enabled) return [];
  const discount = new Big(config.discount);
  return config.denominations.map((face) => ({
    face: new Big(face).toFixed(2),
    pay: new Big(face).times(discount).round(2, Big.roundHalfUp).toFixed(2),
  }));
}

/** The discount as a percentage for display: '0.98' → '98'. */
export const discountPercent = (config: PrepaidConfig): string => new Big(config.discount).times(100).toString();
