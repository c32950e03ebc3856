import { automationApi } from '@/domain/automation/endpoints';
import type { AutomationRun, AutomationRunQuery, AutomationSettings, Paged, TodoSummary } from '@/types';
import { call } from '@/utils/request';

/** Automation rules, their runs, and the to-do centre. */
export function getAutomationSettings(): Promise<AutomationSettings> {
  return call(automationApi.getAutomationSettings);
}

export function saveAutomationSettings(settings: AutomationSettings): Promise<AutomationSettings> {
  return call(automationApi.saveAutomationSettings, { data: settings });
}

export function queryAutomationRuns(query: AutomationRunQuery): Promise<Paged<AutomationRun>> {
  return call(automationApi.queryAutomationRuns, { params: query });
}

export function getTodos(): Promise<TodoSummary> {
  return call(automationApi.getTodos);
}
