import type { MoneyAccount } from '../../../src/domain/account/money';
import type { StatementRun, StatementSchedule } from '../../../src/domain/statements/types';

/**
 * The statements slice: statement schedules and their runs per main account (money belongs to the
 * main account). Rules in schedules.ts and runs.ts. Types only, so the store's type can name it.
 */
export interface ScheduleRecord extends StatementSchedule {
  ownerId: string;
  /** the money accounts the statement covers, fixed when it is set up (the setter's permissions) */
  accounts: MoneyAccount[];
}

export type RunRecord = Omit<StatementRun, 'expired'> & { ownerId: string; lang: StatementSchedule['lang'] };

export interface StatementsState {
  seq: number;
  schedules: ScheduleRecord[];
  runs: RunRecord[];
}
