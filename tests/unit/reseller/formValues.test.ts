/** The demand form's effective time: the picker shows and returns Beijing wall-clock time (SPEC §9). */
import { emptyValues, inputOf, valuesOf, type DemandFormValues } from '@/pages/demand/components/formValues';
import type { DemandView } from '@/types';
import dayjs, { type Dayjs } from 'dayjs';

const NOW = Date.UTC(2026, 10, 20, 18, 30); // Beijing 2026-11-21 02:30
const wall = (v: unknown) => (v as Dayjs).format('YYYY-MM-DD HH:mm:ss');
const demand = (effectiveTime: string): DemandView =>
  ({
    gameId: '101',
    serverId: '10101',
    categoryId: '1011',
    attributeList: [],
    title: 'Gold',
    unitPrice: '5.25',
    quantity: 100,
    minQuantity: 10,
    maxQuantity: 100,
    tradeMethod: 'MAIL',
    effectiveTime,
    publicStatus: 'PUBLIC',
  }) as unknown as DemandView;

describe('demand form values and the Beijing-time picker', () => {
  test('a saved effective time shows as its Beijing wall-clock time and saves back unchanged', () => {
    const values = valuesOf(demand('2026-12-01T04:00:00.000Z'), false, NOW);
    expect(wall(values.effectiveTime)).toBe('2026-12-01 12:00:00');
    expect(inputOf(values).effectiveTime).toBe('2026-12-01T04:00:00.000Z');
  });

  test("what the user picks is Beijing time: a picker dayjs or ProForm's wall-clock text", () => {
    expect(inputOf({ ...emptyValues(), effectiveTime: dayjs('2026-12-24 20:00:00') }).effectiveTime).toBe('2026-12-24T12:00:00.000Z');
    expect(inputOf({ ...emptyValues(), effectiveTime: '2026-12-24 20:00:00' } as unknown as DemandFormValues).effectiveTime).toBe(
      '2026-12-24T12:00:00.000Z',
    );
  });

  test('the default is the end of the Beijing day 30 days on, for a copy or a lapsed demand', () => {
    // Beijing 2026-11-21 + 30 days = 2026-12-21, 23:59:59 Beijing = 15:59:59 UTC
    const fresh = valuesOf(demand('2026-12-01T04:00:00.000Z'), true, NOW);
    expect(wall(fresh.effectiveTime)).toBe('2026-12-21 23:59:59');
    expect(inputOf(fresh).effectiveTime).toBe('2026-12-21T15:59:59.000Z');
    expect(inputOf(valuesOf(demand('2026-11-01T00:00:00.000Z'), false, NOW)).effectiveTime).toBe('2026-12-21T15:59:59.000Z');
  });

  test("the empty form's default ends a Beijing day", () => {
    expect(inputOf(emptyValues()).effectiveTime).toMatch(/T15:59:59\.000Z$/);
  });
});
