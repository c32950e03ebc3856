import type { AutomationRun, AutomationSettings } from '../../../src/domain/automation/types';

export type RunRecord = AutomationRun & { ownerId: string };

/** The automation slice: settings per main account, what the rules did, and what they took off sale. */
export interface AutomationState {
  seq: number;
  settings: Record<string, AutomationSettings>;
  runs: RunRecord[];
  /** commodity ids the delist rule took off sale (only those are put back) */
  delisted: Record<string, true>;
}
