import type { DecimalInput } from '@/utils/decimal';
import { formatCurrency, formatMoney } from '@/utils/format';
import type { CSSProperties } from 'react';

/**
 * How every screen shows an amount of money and a price (SPEC §9): the yuan sign, then the money
 * format `0,0.[00]` for amounts (410, 43.2, 89,260.4) and the currency format `0,0.0[00000]` for
 * unit prices, which keep their small decimals (0.2243 yuan per 10k gold). Blank shows '-'.
 */
export const CURRENCY_SIGN = '¥';

function signed(text: string): string {
  if (!text) return '-';
  return text.startsWith('-') ? `-${CURRENCY_SIGN}${text.slice(1)}` : `${CURRENCY_SIGN}${text}`;
}

/** '¥89,260.4', '-¥12.5', '-' when blank. */
export const moneyText = (value: DecimalInput): string => signed(formatMoney(value));

/** '¥0.2243', or '¥0.2243 / <unit>' with a unit (the unit's text comes from the caller's locale). */
export function priceText(value: DecimalInput, unit?: string): string {
  const text = signed(formatCurrency(value));
  return unit && text !== '-' ? `${text} / ${unit}` : text;
}

interface Props {
  value: DecimalInput;
  strong?: boolean;
  style?: CSSProperties;
  testId?: string;
}

/** A figure as plain or strong text. */
function Figure({ text, strong, style, testId }: Omit<Props, 'value'> & { text: string }) {
  const Tag = strong ? 'strong' : 'span';
  return (
    <Tag style={style} data-testid={testId}>
      {text}
    </Tag>
  );
}

/** An amount of money in the one money format. */
export default function MoneyText({ value, ...rest }: Props) {
  return <Figure text={moneyText(value)} {...rest} />;
}

/** A unit price in the price (currency) format, optionally per unit. */
export function PriceText({ value, unit, ...rest }: Props & { unit?: string }) {
  return <Figure text={priceText(value, unit)} {...rest} />;
}
