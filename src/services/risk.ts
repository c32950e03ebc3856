import { accountApi } from '@/domain/account/endpoints';
import type { Paged, RiskQuery, RiskSide, RiskWarning } from '@/types';
import { call } from '@/utils/request';

/** Risk warnings about counterparties (SPEC §7 A/customers/{suppliers|resellers}/risk-warning). */
export function queryRiskWarnings(side: RiskSide, query: RiskQuery): Promise<Paged<RiskWarning>> {
  return call(accountApi.queryRiskWarnings, { path: { side }, params: query });
}

/** Warnings of the counterparties a table shows, by user id (only those with a warning). */
export async function getRiskWarningsOf(side: RiskSide, userIds: string[]): Promise<Record<string, RiskWarning>> {
  const ids = [...new Set(userIds.filter(Boolean))];
  if (ids.length === 0) return {};
  const page = await queryRiskWarnings(side, {
    userIds: ids,
    current: 1,
    size: ids.length,
  });
  return Object.fromEntries(page.records.map((w) => [w.userId, w]));
}
