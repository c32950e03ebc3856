import type { DemandInput } from '@/types';

/** The store tests' clock: a fixed instant, so effective times and statistics are stable. */
export const NOW = Date.UTC(2026, 0, 10, 4);

/** A valid demand of buyer's seeded game/server/category, effective 10 days from NOW. */
export const demandInput = (over: Partial<DemandInput> = {}): DemandInput => ({
  gameId: '101',
  serverId: '10101',
  categoryId: '1011',
  title: 'Silver Hand gold',
  unitPrice: '5.25',
  quantity: 100,
  minQuantity: 10,
  maxQuantity: 100,
  tradeMethod: 'MAIL',
  effectiveTime: new Date(NOW + 10 * 86_400_000).toISOString(),
  publicStatus: 'PUBLIC',
  ...over,
});
