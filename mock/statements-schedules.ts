import { statementsApi } from '../src/domain/statements/endpoints';
import { ledgerColumns, ledgerRows, pointColumns, settleWithdrawals, statementFooter, statementTotals } from './_db/account';
import {
  createSchedule,
  deleteSchedule,
  downloadableRun,
  listRuns,
  listSchedules,
  reconciliation,
  runDueStatements,
  runFilter,
  updateSchedule,
} from './_db/statements';
import { callerOf } from './_lib/context';
import { handlers, route } from './_lib/handlers';
import { created, noContent, type Req } from './_lib/http';
import { sendXlsx } from './_lib/xlsx';

/**
 * Scheduled statements and reconciliation (account centre). A sub-account needs FUND_BALANCES;
 * the schedules and runs are the main account's. Due schedules run first on every read.
 */
function statementsCall(req: Req) {
  const call = callerOf(req, 'FUND_BALANCES');
  settleWithdrawals(call.db);
  runDueStatements(call.db, call.owner.id);
  return call;
}

export default handlers({
  ...route(statementsApi.listStatementSchedules, ({ req }) => {
    const { db, owner } = statementsCall(req);
    return listSchedules(db, owner.id);
  }),
  ...route(statementsApi.createStatementSchedule, ({ req, body }) => {
    const { db, operator, owner } = statementsCall(req);
    return created(createSchedule(db, operator, owner, body));
  }),
  ...route(statementsApi.updateStatementSchedule, ({ req, params, body }) => {
    const { db, operator, owner } = statementsCall(req);
    return updateSchedule(db, operator, owner, params.id, body);
  }),
  ...route(statementsApi.deleteStatementSchedule, ({ req, params }) => {
    const { db, owner } = statementsCall(req);
    deleteSchedule(db, owner.id, params.id);
    return noContent();
  }),
  ...route(statementsApi.listStatementRuns, ({ req }) => {
    const { db, owner } = statementsCall(req);
    return listRuns(db, owner.id);
  }),
  /** The run's sheet: the statement's rows and per-account totals, as the statement export makes them. */
  ...route(statementsApi.downloadStatementRun, async ({ req, res, params }) => {
    const { db, operator, owner } = statementsCall(req);
    const run = downloadableRun(db, operator, owner.id, params.id);
    const filter = runFilter(run);
    const rows = ledgerRows(db, owner.id, filter);
    const points = run.accounts.length === 1 && run.accounts[0] === 'POINT';
    await sendXlsx(
      res,
      run.name,
      'statement',
      points ? pointColumns(run.lang) : ledgerColumns(run.lang, true),
      rows,
      statementFooter(run.lang, statementTotals(rows, filter.accounts), !points),
    );
  }),
  ...route(statementsApi.getReconciliation, ({ req, query }) => {
    const { db, operator, owner } = statementsCall(req);
    return reconciliation(db, operator, owner.id, query);
  }),
});
