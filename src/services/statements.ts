import { urlOf } from '@/domain/endpoint';
import { statementsApi } from '@/domain/statements/endpoints';
import type {
  Reconciliation,
  ReconciliationQuery,
  StatementRun,
  StatementSchedule,
  StatementScheduleInput,
} from '@/domain/statements/types';
import { call } from '@/utils/request';

/** Scheduled statements and the daily reconciliation of the fund accounts. */
export function listStatementSchedules(): Promise<StatementSchedule[]> {
  return call(statementsApi.listStatementSchedules);
}

export function createStatementSchedule(input: StatementScheduleInput): Promise<StatementSchedule> {
  return call(statementsApi.createStatementSchedule, { data: input });
}

export function updateStatementSchedule(id: string, input: StatementScheduleInput): Promise<StatementSchedule> {
  return call(statementsApi.updateStatementSchedule, { path: { id }, data: input });
}

export function deleteStatementSchedule(id: string): Promise<unknown> {
  return call(statementsApi.deleteStatementSchedule, { path: { id } });
}

export function listStatementRuns(): Promise<StatementRun[]> {
  return call(statementsApi.listStatementRuns);
}

/** The URL a run's file downloads from (downloadFile / ExportButton). */
export const statementRunUrl = (id: string): string => urlOf(statementsApi.downloadStatementRun, { id });

export function getReconciliation(query: ReconciliationQuery): Promise<Reconciliation> {
  return call(statementsApi.getReconciliation, { params: query });
}
