import { endpoint, type NoContent } from '../endpoint';
import type { Reconciliation, ReconciliationQuery, StatementRun, StatementSchedule, StatementScheduleInput } from './types';

/**
 * Scheduled statements and the reconciliation of the fund accounts (account centre). A sub-account
 * needs FUND_BALANCES. Downloads are named after what they download (their URL goes to downloadFile).
 */
export const statementsApi = {
  listStatementSchedules: endpoint('GET', '/api/v1/shop/account/statement/schedules').of<{ res: StatementSchedule[] }>(),
  createStatementSchedule: endpoint('POST', '/api/v1/shop/account/statement/schedules').of<{
    res: StatementSchedule;
    body: StatementScheduleInput;
  }>(),
  updateStatementSchedule: endpoint('PUT', '/api/v1/shop/account/statement/schedules/:id').of<{
    res: StatementSchedule;
    body: StatementScheduleInput;
  }>(),
  deleteStatementSchedule: endpoint('DELETE', '/api/v1/shop/account/statement/schedules/:id').of<{ res: NoContent }>(),
  listStatementRuns: endpoint('GET', '/api/v1/shop/account/statement/runs').of<{ res: StatementRun[] }>(),
  /** The run's .xlsx (410 once its 30 days are over). */
  downloadStatementRun: endpoint('GET', '/api/v1/shop/account/statement/runs/:id/file').of<{ res: Blob }>(),
  getReconciliation: endpoint('GET', '/api/v1/shop/account/statement/reconciliation').of<{
    res: Reconciliation;
    query: ReconciliationQuery;
  }>(),
};
