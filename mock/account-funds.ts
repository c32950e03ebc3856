import { accountApi } from '../src/domain/account/endpoints';
import { FUND_ACCOUNT_KINDS, type FundAccountKind } from '../src/domain/account/facts';
import type { LedgerEntry } from '../src/domain/account/money';
import type { Paged } from '../src/types';
import {
  accountCall,
  accountsOf,
  addAccount,
  applyWithdrawal,
  assertExportSize,
  deleteAccount,
  exportFileName,
  findAccount,
  fundAccountSummary,
  exportLang,
  ledgerColumns,
  ledgerFilter,
  ledgerRows,
  type LedgerView,
  pointColumns,
  queryLedger,
  queryWithdrawals,
  receivingAccountsOf,
  recordAudit,
  sendWithdrawalCode,
  setDefault,
  settleWithdrawals,
  statementFooter,
  statementTotals,
  toAccount,
  tradeSubjects,
  withdrawalInfo,
} from './_db/account';
import { oneOf } from './_lib/choices';
import { handlers, route } from './_lib/handlers';
import { created, noContent, type Req, type Res } from './_lib/http';
import type { Json } from './_lib/input';
import { sendXlsx } from './_lib/xlsx';

/**
 * Funds of the account centre (SPEC §7 Funds): balance and points ledgers (B/fund), the statement
 * of every account (B/account/page, also the deposit records with accountKind=DEPOSIT), their
 * Excel exports, fund account summaries, receiving accounts and withdrawal.
 */
const VIEW_OF_KIND: Record<FundAccountKind, LedgerView> = {
  BALANCE: 'balances',
  DEPOSIT: 'deposit',
  POINT: 'points',
};

/** The statement's view: one fund account kind, or every account. */
const statementView = (q: Json): LedgerView => {
  const kind = oneOf(q, 'accountKind', FUND_ACCOUNT_KINDS);
  return kind ? VIEW_OF_KIND[kind] : 'statement';
};

function ledgerPage(req: Req, view: LedgerView, q: Json): Paged<LedgerEntry> {
  const { db, user, owner } = accountCall(req);
  settleWithdrawals(db);
  return queryLedger(db, user, owner.id, view, q);
}

/**
 * The Excel statement: header, then exactly the list's rows for the same filter in the same order
 * (ledgerRows), then an empty row and, per account with rows, opening balance, total in, total out
 * and closing balance of the filtered range (statementTotals, statementFooter).
 */
async function ledgerExcel(req: Req, res: Res, view: (q: Json) => LedgerView, q: Json): Promise<void> {
  const { db, user, owner, client } = accountCall(req);
  settleWithdrawals(db);
  const v = view(q);
  const filter = ledgerFilter(q, accountsOf(user, v));
  const rows: LedgerEntry[] = ledgerRows(db, owner.id, filter);
  assertExportSize(rows.length);
  const lang = exportLang(req, q);
  const withAccount = v !== 'points';
  const columns = withAccount ? ledgerColumns(lang, true) : pointColumns(lang);
  recordAudit(db, user, {
    module: 'FUND',
    action: 'STATEMENT_EXPORT',
    detail: `${v}: ${rows.length}`,
    ip: client.ip,
  });
  await sendXlsx(
    res,
    exportFileName(lang, v),
    v,
    columns,
    rows,
    statementFooter(lang, statementTotals(rows, filter.accounts), withAccount),
  );
}

export default handlers({
  ...route(accountApi.queryBalanceRecords, ({ req, body }) => ledgerPage(req, 'balances', body)),
  ...route(accountApi.exportBalanceRecords, ({ req, res, body }) => ledgerExcel(req, res, () => 'balances', body)),
  ...route(accountApi.queryPointRecords, ({ req, body }) => ledgerPage(req, 'points', body)),
  ...route(accountApi.exportPointRecords, ({ req, res, body }) => ledgerExcel(req, res, () => 'points', body)),
  ...route(accountApi.queryStatement, ({ req, body }) => ledgerPage(req, statementView(body), body)),
  ...route(accountApi.exportStatement, ({ req, res, body }) => ledgerExcel(req, res, statementView, body)),

  ...route(accountApi.getFundAccount, ({ req, params }) => {
    const { db, user, owner } = accountCall(req);
    settleWithdrawals(db);
    const kind = oneOf({ accountType: params.accountType }, 'accountType', FUND_ACCOUNT_KINDS) ?? 'BALANCE';
    return fundAccountSummary(db, user, owner.id, kind);
  }),
  ...route(accountApi.getTradeSubjects, ({ req }) => {
    const { db, user, owner } = accountCall(req);
    return tradeSubjects(db, user, owner.id);
  }),

  // Receiving accounts
  ...route(accountApi.listReceivingAccounts, ({ req }) => {
    const { db, owner } = accountCall(req);
    return receivingAccountsOf(db, owner.id).map(toAccount);
  }),
  /** The default receiving account; an empty body when there is none. */
  ...route(accountApi.getDefaultReceivingAccount, ({ req }) => {
    const { db, owner } = accountCall(req);
    const found = receivingAccountsOf(db, owner.id).find((a) => a.defaulted);
    return found ? toAccount(found) : noContent();
  }),
  ...route(accountApi.checkReceivingAccountDefaulted, ({ req, params }) => {
    const { db, owner } = accountCall(req);
    return { defaulted: findAccount(db, owner.id, params.id).defaulted };
  }),
  ...route(accountApi.addReceivingAccount, ({ req, body }) => {
    const { db, user, owner, client } = accountCall(req);
    const account = addAccount(db, user, owner, body);
    recordAudit(db, user, {
      module: 'FUND',
      action: 'RECEIVING_ACCOUNT_ADD',
      target: account.accountNo,
      ip: client.ip,
    });
    return created(account);
  }),
  ...route(accountApi.setDefaultReceivingAccount, ({ req, body, query }) => {
    const { db, user, owner, client } = accountCall(req);
    const id = String(body.id ?? query.id ?? '');
    const account = setDefault(db, user, owner.id, id);
    recordAudit(db, user, {
      module: 'FUND',
      action: 'RECEIVING_ACCOUNT_DEFAULT',
      target: account.accountNo,
      ip: client.ip,
    });
    return account;
  }),
  ...route(accountApi.deleteReceivingAccount, ({ req, params }) => {
    const { db, user, owner, client } = accountCall(req);
    const removed = deleteAccount(db, user, owner.id, params.id);
    recordAudit(db, user, {
      module: 'FUND',
      action: 'RECEIVING_ACCOUNT_DELETE',
      target: toAccount(removed).accountNo,
      ip: client.ip,
    });
    return noContent();
  }),

  // Withdrawal
  ...route(accountApi.getWithdrawalInfo, ({ req }) => {
    const { db, user, owner } = accountCall(req);
    return withdrawalInfo(db, user, owner);
  }),
  ...route(accountApi.sendWithdrawalCode, ({ req }) => {
    const { db, user } = accountCall(req);
    return sendWithdrawalCode(db, user);
  }),
  ...route(accountApi.queryWithdrawals, ({ req, body }) => {
    const { db, user, owner } = accountCall(req);
    return queryWithdrawals(db, user, owner.id, body);
  }),
  ...route(accountApi.applyWithdrawal, ({ req, body }) => {
    const { db, user, owner, client } = accountCall(req);
    const record = applyWithdrawal(db, user, owner, body);
    recordAudit(db, user, {
      module: 'FUND',
      action: 'WITHDRAWAL_APPLY',
      target: record.bizNo,
      detail: record.amount,
      ip: client.ip,
    });
    return created(record);
  }),
});
