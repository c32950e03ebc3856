import { automationApi } from '../src/domain/automation/endpoints';
import { RUN_KINDS } from '../src/domain/automation/types';
import { getSettings, pageRuns, saveSettings, todosOf } from './_db/automation';
import { supplierCall } from './_db/supplier';
import { oneOf } from './_lib/choices';
import { callerOf } from './_lib/context';
import { handlers, route } from './_lib/handlers';
import { pageParams } from './_lib/paging';

/**
 * Automation rules of a supplier (bargaining answers, stock alerts, delisting) and their runs: the
 * main account, or a sub-account with COMMODITY. The to-do centre: anyone signed in, each kind by
 * its own permission.
 */
export default handlers({
  ...route(automationApi.getAutomationSettings, ({ req }) => {
    const call = supplierCall(req, 'COMMODITY');
    return getSettings(call.db, call.owner.id);
  }),
  ...route(automationApi.saveAutomationSettings, ({ req, body }) => {
    const call = supplierCall(req, 'COMMODITY');
    return saveSettings(call.db, call.owner.id, body, call.at);
  }),
  ...route(automationApi.queryAutomationRuns, ({ req, query }) => {
    const call = supplierCall(req, 'COMMODITY');
    return pageRuns(call.db, call.owner.id, { ...pageParams(query), kind: oneOf(query, 'kind', RUN_KINDS) });
  }),
  ...route(automationApi.getTodos, ({ req }) => {
    const { db, operator } = callerOf(req);
    return todosOf(db, operator);
  }),
});
