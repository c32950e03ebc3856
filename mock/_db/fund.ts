import type { FundInfo } from '../../src/types';
import { moneyView } from './money/ledger';
import type { MockDb, UserRecord } from './types';
import { ownerOf } from './users';

/**
 * GET B/fund/me: a sub-account sees its main account's funds (money belongs to the owner). The
 * figures come from the ledger of the money slice (mock/_db/money/ledger.ts).
 */
export function fundInfo(db: MockDb, user: UserRecord): FundInfo {
  const money = moneyView(db, ownerOf(db, user).id);
  return {
    effectiveDeposit: money.effectiveDeposit,
    depositAmount: money.deposit,
    lockDeposit: money.lockedDeposit,
    balance: money.balance,
    withdrawableBalance: money.withdrawableBalance,
    point: { effectivePoint: money.point },
  };
}
