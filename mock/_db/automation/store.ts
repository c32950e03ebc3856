import { DEFAULT_SETTINGS } from '../../../src/domain/automation/rules';
import type { AutomationRun, AutomationSettings } from '../../../src/domain/automation/types';
import type { MockDb } from '../types';
import type { AutomationState } from './state';

/** Kept for the newest runs only: a busy store must not grow without end. */
const RUNS_MAX = 5000;

/** The slice is made when first used: the seed has no rules, and a store without it reads as defaults. */
export function automationOf(db: MockDb): AutomationState {
  if (!db.automation) db.automation = { seq: 0, settings: {}, runs: [], delisted: {} };
  return db.automation;
}

export function settingsOf(db: MockDb, ownerId: string): AutomationSettings {
  return automationOf(db).settings[ownerId] ?? structuredClone(DEFAULT_SETTINGS);
}

export function recordRun(db: MockDb, ownerId: string, run: Omit<AutomationRun, 'id'>): AutomationRun {
  const state = automationOf(db);
  state.seq += 1;
  const record = { ...run, id: `AR${String(state.seq).padStart(6, '0')}`, ownerId };
  state.runs.push(record);
  if (state.runs.length > RUNS_MAX) state.runs.splice(0, state.runs.length - RUNS_MAX);
  return record;
}
