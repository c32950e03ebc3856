jest.mock('@umijs/max', () => require('../umiMock').umiMock);

/**
 * Prices use the currency format of SPEC §9 (0,0.0[00000]) and keep their small decimals; amounts
 * of money use the one money format (0,0.[00]) with the yuan sign, in every table alike.
 */
import { moneyColumn, priceColumn } from '@/components/columns';
import { moneyText, priceText } from '@/components/MoneyText';
import { formatUnitPrice } from '@/utils/market';
import { commodityColumns } from '@/pages/commodity/components/commodityColumns';
import { demandColumns } from '@/pages/demand/components/demandColumns';
import { formatCurrency, formatMoney } from '@/utils/format';
import { render } from '@testing-library/react';
import { format } from '../umiMock';

const intl = { locale: 'zh-CN', formatMessage: ({ id }: { id: string }, v?: Record<string, unknown>) => format(id, v) } as never;

type Cell = (text: unknown, row: unknown, index: number, action: unknown, schema: unknown) => unknown;

/** The text a column of a table draws for a row. */
function cellText(columns: Array<{ dataIndex?: unknown; render?: unknown }>, dataIndex: string, row: object): string {
  const col = columns.find((c) => c.dataIndex === dataIndex);
  if (typeof col?.render !== 'function') throw new Error(`no rendered column ${dataIndex}`);
  const node = (col.render as Cell)((row as Record<string, unknown>)[dataIndex], row, 0, {}, {});
  return render(<div>{node as never}</div>).container.textContent ?? '';
}

describe('price and money formats', () => {
  it('prices keep their decimals (currency format), money rounds to cents', () => {
    expect(formatCurrency('0.2243')).toBe('0.2243');
    expect(formatCurrency('4.5')).toBe('4.5');
    expect(formatCurrency('12')).toBe('12.0');
    expect(formatMoney('0.2243')).toBe('0.22');
  });

  it('money is shown one way: the yuan sign and 0,0.[00]', () => {
    expect(moneyText('410')).toBe('¥410');
    expect(moneyText('43.20')).toBe('¥43.2');
    expect(moneyText('89260.4')).toBe('¥89,260.4');
    expect(moneyText('-12.5')).toBe('-¥12.5');
    expect(moneyText('')).toBe('-');
    expect(priceText('0.2243')).toBe('¥0.2243');
    expect(priceText('4.5', '万金')).toBe('¥4.5 / 万金');
  });

  it('the shared money and price columns', () => {
    type Row = { amount: string; unitPrice: string; unit: string };
    const row: Row = { amount: '410', unitPrice: '0.2243', unit: '万金' };
    expect(cellText([moneyColumn<Row>('amount', 'amount')], 'amount', row)).toBe('¥410');
    expect(cellText([priceColumn<Row>('price', 'unitPrice', (r) => r.unit)], 'unitPrice', row)).toBe('¥0.2243 / 万金');
  });

  it('the market and home prices use the same currency format', () => {
    expect(formatUnitPrice('0.2243')).toBe('0.2243');
    expect(formatUnitPrice('4.6')).toBe('4.6');
  });
});

describe('price and money cells of the workspace tables', () => {
  it('the commodity list shows a unit price of 0.2243 as 0.2243', () => {
    const row = { id: 'c1', unitPrice: '0.2243', categoryKind: 'item', unit: '个', unitEn: 'pc' } as never;
    const columns = commodityColumns({ intl, games: [], onSaved: jest.fn(), canEdit: true, actions: { title: 'a' } });
    expect(cellText(columns, 'unitPrice', row)).toContain('¥0.2243');
  });

  it('the demand list shows its unit price as a price and its prepaid amount as money', () => {
    const row = { id: 'd1', unitPrice: '0.2243', prepaid: '410', unit: '万金', unitEn: '10k gold' } as never;
    const columns = demandColumns({ intl, games: [] });
    expect(cellText(columns, 'unitPrice', row)).toContain('¥0.2243');
    expect(cellText(columns, 'prepaid', row)).toBe('¥410');
  });
});
