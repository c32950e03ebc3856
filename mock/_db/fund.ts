import Big from 'big.js';
import type { FundInfo } from '../../src/types';
import type { MockDb, UserRecord } from './types';
import { effectiveDeposit, ownerOf } from './users';

/** GET B/fund/me: a sub-account sees its main account's funds (money belongs to the owner). */
export function fundInfo(db: MockDb, user: UserRecord): FundInfo {
  const owner = ownerOf(db, user);
  return {
    effectiveDeposit: effectiveDeposit(owner),
    depositAmount: owner.deposit,
    lockDeposit: owner.lockedDeposit,
    balance: owner.balance,
    withdrawableBalance: new Big(owner.balance).minus(owner.frozenBalance).toFixed(2),
    point: { effectivePoint: owner.point },
  };
}
