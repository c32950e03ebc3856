/** Scheduled statements and reconciliation, as the route file (mock/account-statements.ts) and the bell's poll use them. */
export {
  createSchedule,
  deleteSchedule,
  downloadableRun,
  emptyStatementsState,
  listRuns,
  listSchedules,
  reconciliation,
  runDueStatements,
  runFileName,
  runFilter,
  updateSchedule,
} from './schedules';
export type { RunRecord, ScheduleRecord, StatementsState } from './state';
