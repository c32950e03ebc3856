import type { Paged } from '../../types/api';
import { endpoint } from '../endpoint';
import type { AutomationRun, AutomationRunQuery, AutomationSettings, TodoSummary } from './types';

/** Automation rules, their runs, and the to-do centre. */
export const automationApi = {
  getAutomationSettings: endpoint('GET', '/api/v1/shop/automation/settings').of<{ res: AutomationSettings }>(),
  saveAutomationSettings: endpoint('PUT', '/api/v1/shop/automation/settings').of<{ res: AutomationSettings; body: AutomationSettings }>(),
  queryAutomationRuns: endpoint('GET', '/api/v1/shop/automation/runs').of<{ res: Paged<AutomationRun>; query: AutomationRunQuery }>(),
  getTodos: endpoint('GET', '/api/v1/shop/automation/todos').of<{ res: TodoSummary }>(),
};
