import { A } from '@/constants/api';
import type { Paged, RiskQuery, RiskSide, RiskWarning } from '@/types';
import { request } from '@/utils/request';

/** Risk warnings about counterparties (contract C5): A/customers/{suppliers|resellers}/risk-warning. */
export function queryRiskWarnings(side: RiskSide, query: RiskQuery): Promise<Paged<RiskWarning>> {
  return request<Paged<RiskWarning>>(`${A}/customers/${side}/risk-warning`, {
    params: query,
  });
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
