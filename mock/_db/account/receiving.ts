/**
 * Receiving accounts (B/account): where withdrawals are paid. The holder must be the verified real
 * name of the main account (money leaves only to the owner's own accounts); bank cards pass the
 * Luhn check, Alipay accounts are a mobile number or an e-mail. The first account becomes the
 * default; deleting the default makes the newest remaining one the default; an account with a
 * pending withdrawal cannot be deleted.
 */
import { BANKS, FUND_ACCOUNT_TYPES, isOneOf, type FundAccountType } from '../../../src/domain/account/facts';
import { CONTACT_PHONE_RE, isAlipayAccount, isBankCard, MAX_RECEIVING_ACCOUNTS } from '../../../src/domain/account/rules';
import type { FundReceivingAccount } from '../../../src/domain/account/types';
import type { ApiViolation } from '../../../src/types';
import { iso } from '../../_lib/dates';
import { badRequest, forbidden, invalid, notFound } from '../../_lib/http';
import { type Json, text } from '../../_lib/input';
import { now } from '../clock';
import type { UserRecord } from '../types';
import { hasAuthority } from '../users';
import { type AccountDb, mask, maskPhone, nextId } from './db';
import type { ReceivingAccountRecord } from './state';
import { tr } from '../../_lib/i18n';

/** Display form of an account number: bank cards show the last four, Alipay a masked phone or mail. */
export function maskAccountNo(type: FundAccountType, no: string): string {
  if (type === 'BANK_CARD') return `${no.slice(0, 4)} **** **** ${no.slice(-4)}`;
  if (CONTACT_PHONE_RE.test(no)) return maskPhone(no);
  const [name, domain] = no.split('@');
  return `${mask(name, 1, Math.min(1, name.length - 1))}@${domain}`;
}

export function toAccount(r: ReceivingAccountRecord): FundReceivingAccount {
  return {
    id: r.id,
    accountType: r.accountType,
    accountName: r.accountName,
    accountNo: maskAccountNo(r.accountType, r.accountNo),
    bankName: r.bankName,
    bankBranch: r.bankBranch,
    defaulted: r.defaulted,
    createdAt: r.createdAt,
  };
}

/** Newest first, the default on top. */
export function receivingAccountsOf(db: AccountDb, ownerId: string): ReceivingAccountRecord[] {
  return db.account.receivingAccounts
    .filter((a) => a.ownerId === ownerId)
    .sort((a, b) => Number(b.defaulted) - Number(a.defaulted) || b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id));
}

export function findAccount(db: AccountDb, ownerId: string, id: string): ReceivingAccountRecord {
  const a = db.account.receivingAccounts.find((x) => x.id === id && x.ownerId === ownerId);
  if (!a) throw notFound(tr('server.account.receiving.notFound', { id }));
  return a;
}

/** Changing receiving accounts is money-related: the main account, or a sub-account allowed to withdraw. */
function requireManage(caller: UserRecord): void {
  if (!hasAuthority(caller, 'WITHDRAWAL')) throw forbidden(tr('server.subAccount.lacks', { authority: 'WITHDRAWAL' }));
}

export function addAccount(db: AccountDb, caller: UserRecord, owner: UserRecord, body: Json): FundReceivingAccount {
  requireManage(caller);
  if (owner.realNameAuthStatus !== 'AUTHORIZED') {
    throw badRequest(tr('server.account.realnameRequired.title'), tr('server.account.receiving.realname'), 'REALNAME_REQUIRED');
  }
  const mine = receivingAccountsOf(db, owner.id);
  if (mine.length >= MAX_RECEIVING_ACCOUNTS) {
    throw badRequest(
      tr('server.account.receiving.limit.title'),
      tr('server.account.receiving.limit', { max: MAX_RECEIVING_ACCOUNTS }),
      'RECEIVING_ACCOUNT_LIMIT',
    );
  }
  const violations: ApiViolation[] = [];
  const rawType = text(body, 'accountType');
  const accountType = isOneOf(FUND_ACCOUNT_TYPES, rawType) ? rawType : undefined;
  const accountName = text(body, 'accountName') ?? '';
  const accountNo = (text(body, 'accountNo') ?? '').replace(/\s+/g, '');
  const bankName = text(body, 'bankName');
  const bankBranch = text(body, 'bankBranch');
  if (!accountType)
    violations.push({
      field: 'accountType',
      message: tr('server.field.oneOf', { field: 'accountType', values: FUND_ACCOUNT_TYPES.join(', ') }),
    });
  if (accountName !== owner.realName)
    violations.push({
      field: 'accountName',
      message: tr('server.account.receiving.holder'),
    });
  if (accountType === 'BANK_CARD') {
    if (!isBankCard(accountNo))
      violations.push({
        field: 'accountNo',
        message: tr('server.account.receiving.bankCard'),
      });
    if (!bankName || !isOneOf(BANKS, bankName))
      violations.push({
        field: 'bankName',
        message: tr('server.account.receiving.bank'),
      });
    if (bankBranch && bankBranch.length > 60)
      violations.push({
        field: 'bankBranch',
        message: tr('server.field.maxLength', { field: 'bankBranch', max: 60 }),
      });
  } else if (accountType === 'ALIPAY' && !isAlipayAccount(accountNo)) {
    violations.push({
      field: 'accountNo',
      message: tr('server.account.receiving.alipay'),
    });
  }
  if (accountNo && mine.some((a) => a.accountType === accountType && a.accountNo.toLowerCase() === accountNo.toLowerCase())) {
    violations.push({
      field: 'accountNo',
      message: tr('server.account.receiving.duplicate'),
    });
  }
  // a missing type is among the violations
  if (violations.length || !accountType) throw invalid(violations);
  const record: ReceivingAccountRecord = {
    id: nextId(db.account, 'RA'),
    ownerId: owner.id,
    accountType,
    accountName,
    accountNo,
    bankName: accountType === 'BANK_CARD' ? bankName : undefined,
    bankBranch: accountType === 'BANK_CARD' ? bankBranch : undefined,
    defaulted: mine.length === 0,
    createdAt: iso(now()),
  };
  db.account.receivingAccounts.push(record);
  return toAccount(record);
}

export function setDefault(db: AccountDb, caller: UserRecord, ownerId: string, id: string): FundReceivingAccount {
  requireManage(caller);
  const target = findAccount(db, ownerId, id);
  for (const a of db.account.receivingAccounts) if (a.ownerId === ownerId) a.defaulted = a.id === target.id;
  return toAccount(target);
}

export function deleteAccount(db: AccountDb, caller: UserRecord, ownerId: string, id: string): ReceivingAccountRecord {
  requireManage(caller);
  const target = findAccount(db, ownerId, id);
  if (db.account.withdrawals.some((w) => w.accountId === id && w.status === 'PENDING')) {
    throw badRequest(tr('server.account.receiving.inUse.title'), tr('server.account.receiving.inUse'), 'RECEIVING_ACCOUNT_IN_USE');
  }
  db.account.receivingAccounts.splice(db.account.receivingAccounts.indexOf(target), 1);
  if (target.defaulted) {
    const next = receivingAccountsOf(db, ownerId)[0];
    if (next) next.defaulted = true;
  }
  return target;
}
