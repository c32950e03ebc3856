/** The commodity form's effective time: the picker shows and returns Beijing wall-clock time (SPEC §9). */
import { emptyValues, toFormValues, toInput } from '@/pages/commodity/components/formValues';
import type { SupplierCommodity } from '@/types';
import dayjs, { type Dayjs } from 'dayjs';

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 10, 20, 18, 30); // Beijing 2026-11-21 02:30
const wall = (v: unknown) => (v as Dayjs).format('YYYY-MM-DD HH:mm:ss');
const commodity = (effectiveTime: string): SupplierCommodity =>
  ({
    gameId: '101',
    serverId: '10101',
    categoryId: '1011',
    title: 'Gold',
    unitPrice: '12.5',
    stock: 40,
    minQuantity: 1,
    maxQuantity: 20,
    tradeMethod: 'MAIL',
    effectiveTime,
    imageList: [],
    attributeList: [],
    status: 'ON_SALE',
  }) as unknown as SupplierCommodity;

describe('commodity form values and the Beijing-time picker', () => {
  test('a saved effective time shows as its Beijing wall-clock time and saves back unchanged', () => {
    const values = toFormValues(commodity('2026-12-01T04:00:00.000Z'), NOW);
    expect(wall(values.effectiveTime)).toBe('2026-12-01 12:00:00');
    expect(toInput(values).effectiveTime).toBe('2026-12-01T04:00:00.000Z');
  });

  test('what the user picks is Beijing time, whatever the browser zone', () => {
    const values = { ...toFormValues(commodity('2026-12-01T04:00:00.000Z'), NOW), effectiveTime: dayjs('2026-12-24 20:00:00') };
    expect(toInput(values).effectiveTime).toBe('2026-12-24T12:00:00.000Z');
  });

  test('a new commodity starts 30 days on; prefilling from a lapsed one renews the time', () => {
    expect(toInput(emptyValues(NOW)).effectiveTime).toBe(new Date(NOW + 30 * DAY).toISOString());
    expect(wall(emptyValues(NOW).effectiveTime)).toBe('2026-12-21 02:30:00');
    const lapsed = commodity(new Date(NOW - DAY).toISOString());
    expect(toInput(toFormValues(lapsed, NOW, true)).effectiveTime).toBe(new Date(NOW + 30 * DAY).toISOString());
    expect(toInput(toFormValues(lapsed, NOW)).effectiveTime).toBe(new Date(NOW - DAY).toISOString());
  });
});
