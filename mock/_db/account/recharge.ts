import type { RechargeAccount } from '../../../src/types';
import type { UserRecord } from '../types';

/** The platform's collection account for deposit top-ups by bank transfer (one account, shown in both languages). */
const COLLECTION = {
  bankName: '中国工商银行上海分行',
  bankNameEn: 'ICBC Shanghai Branch',
  accountName: '游戏交易平台（上海）有限公司',
  accountNameEn: 'Game Trade Platform (Shanghai) Co., Ltd.',
  accountNo: '1001 2345 0900 0088 123',
} as const;

/**
 * POST B/uc/users/me/recharge/account: the account to transfer to and the main account's own
 * reference, the same on every call, so a transfer made later still names whose top-up it is.
 */
export function rechargeAccountOf(owner: UserRecord): RechargeAccount {
  // FNV-1a of the id: stable, and short enough to type into a transfer remark
  let h = 0x811c9dc5;
  for (const c of owner.id) h = Math.imul(h ^ c.charCodeAt(0), 0x01000193) >>> 0;
  return { ...COLLECTION, reference: `DR${String(h % 100_000_000).padStart(8, '0')}` };
}
