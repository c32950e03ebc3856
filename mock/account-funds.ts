import { B } from '../src/constants/api';
import type { FundAccountKind, LedgerEntry } from '../src/types';
import { recordAudit } from './_db/account/audit';
import { accountCall, param, queryOf } from './_db/account/call';
import { assertExportSize, exportFileName, langOf, ledgerColumns, pointColumns, statementFooter } from './_db/account/exports';
import {
  accountsOf,
  fundAccountSummary,
  type LedgerView,
  ledgerFilter,
  ledgerRows,
  queryLedger,
  statementTotals,
  tradeSubjects,
} from './_db/account/ledgers';
import { oneOf } from './_db/account/paging';
import { accountsOf as receivingAccountsOf, addAccount, deleteAccount, findAccount, setDefault, toAccount } from './_db/account/receiving';
import { applyWithdrawal, queryWithdrawals, sendWithdrawalCode, settleWithdrawals, withdrawalInfo } from './_db/account/withdrawal';
import { handlers, type MockHandler } from './_lib/handlers';
import { created, noContent, type Req, type Res } from './_lib/http';
import { bodyOf, type Json } from './_lib/input';
import { sendXlsx } from './_lib/xlsx';

/**
 * Funds of the account centre (B = /api/v1/shop): balance and points ledgers (B/fund), the
 * statement of every account (B/account/page, also the deposit records with accountKind=DEPOSIT),
 * their Excel exports, fund account summaries, receiving accounts and withdrawal.
 */
const KINDS: FundAccountKind[] = ['BALANCE', 'DEPOSIT', 'POINT'];
const VIEW_OF_KIND: Record<FundAccountKind, LedgerView> = {
  BALANCE: 'balances',
  DEPOSIT: 'deposit',
  POINT: 'points',
};

/** The statement's view: one fund account kind, or every account. */
const statementView = (q: Json): LedgerView => {
  const kind = oneOf(q, 'accountKind', KINDS);
  return kind ? VIEW_OF_KIND[kind] : 'statement';
};

function page(view: (q: Json) => LedgerView): MockHandler {
  return (req) => {
    const { db, user, owner } = accountCall(req);
    settleWithdrawals(db);
    const q = bodyOf(req);
    return queryLedger(db, user, owner.id, view(q), q);
  };
}

/**
 * The Excel statement: header, then exactly the list's rows for the same filter in the same order
 * (ledgerRows), then an empty row and, per account with rows, opening balance, total in, total out
 * and closing balance of the filtered range (statementTotals, statementFooter).
 */
function excel(view: (q: Json) => LedgerView): MockHandler {
  return async (req: Req, res: Res) => {
    const { db, user, owner, client } = accountCall(req);
    settleWithdrawals(db);
    const q = bodyOf(req);
    const v = view(q);
    const filter = ledgerFilter(q, accountsOf(user, v));
    const rows: LedgerEntry[] = ledgerRows(db, owner.id, filter);
    assertExportSize(rows.length);
    const lang = langOf(req, q);
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
  };
}

export default handlers({
  [`POST ${B}/fund/balances/page`]: page(() => 'balances'),
  [`POST ${B}/fund/balances/excel`]: excel(() => 'balances'),
  [`POST ${B}/fund/point/page`]: page(() => 'points'),
  [`POST ${B}/fund/point/excel`]: excel(() => 'points'),
  [`POST ${B}/account/page`]: page(statementView),
  [`POST ${B}/account/statement/excel`]: excel(statementView),

  [`GET ${B}/account/getFundAccount/:accountType`]: (req) => {
    const { db, user, owner } = accountCall(req);
    settleWithdrawals(db);
    const kind = oneOf({ accountType: param(req, 'accountType') }, 'accountType', KINDS) ?? 'BALANCE';
    return fundAccountSummary(db, user, owner.id, kind);
  },
  [`GET ${B}/account/getTradeSubjects`]: (req) => {
    const { db, user, owner } = accountCall(req);
    return tradeSubjects(db, user, owner.id);
  },

  // Receiving accounts
  [`GET ${B}/account/listReceiveFundAccount`]: (req) => {
    const { db, owner } = accountCall(req);
    return receivingAccountsOf(db, owner.id).map(toAccount);
  },
  /** The default receiving account; an empty body when there is none. */
  [`GET ${B}/account/getReceiveFundAccount`]: (req) => {
    const { db, owner } = accountCall(req);
    const found = receivingAccountsOf(db, owner.id).find((a) => a.defaulted);
    return found ? toAccount(found) : noContent();
  },
  [`GET ${B}/account/checkFundAccountDefaulted/:id`]: (req) => {
    const { db, owner } = accountCall(req);
    return { defaulted: findAccount(db, owner.id, param(req, 'id')).defaulted };
  },
  [`POST ${B}/account`]: (req) => {
    const { db, user, owner, client } = accountCall(req);
    const account = addAccount(db, user, owner, bodyOf(req));
    recordAudit(db, user, {
      module: 'FUND',
      action: 'RECEIVING_ACCOUNT_ADD',
      target: account.accountNo,
      ip: client.ip,
    });
    return created(account);
  },
  [`PATCH ${B}/account/setFundAccountDefaulted`]: (req) => {
    const { db, user, owner, client } = accountCall(req);
    const id = String(bodyOf(req).id ?? queryOf(req).id ?? '');
    const account = setDefault(db, user, owner.id, id);
    recordAudit(db, user, {
      module: 'FUND',
      action: 'RECEIVING_ACCOUNT_DEFAULT',
      target: account.accountNo,
      ip: client.ip,
    });
    return account;
  },
  [`DELETE ${B}/account/account/:id`]: (req) => {
    const { db, user, owner, client } = accountCall(req);
    const removed = deleteAccount(db, user, owner.id, param(req, 'id'));
    recordAudit(db, user, {
      module: 'FUND',
      action: 'RECEIVING_ACCOUNT_DELETE',
      target: toAccount(removed).accountNo,
      ip: client.ip,
    });
    return noContent();
  },

  // Withdrawal
  [`GET ${B}/fund/balances/me/withdrawal`]: (req) => {
    const { db, user, owner } = accountCall(req);
    return withdrawalInfo(db, user, owner);
  },
  [`POST ${B}/fund/balances/me/withdrawal/code`]: (req) => {
    const { db, user } = accountCall(req);
    return sendWithdrawalCode(db, user);
  },
  [`POST ${B}/fund/balances/me/withdrawal/page`]: (req) => {
    const { db, user, owner } = accountCall(req);
    return queryWithdrawals(db, user, owner.id, bodyOf(req));
  },
  [`POST ${B}/fund/balances/me/withdrawal`]: (req) => {
    const { db, user, owner, client } = accountCall(req);
    const record = applyWithdrawal(db, user, owner, bodyOf(req));
    recordAudit(db, user, {
      module: 'FUND',
      action: 'WITHDRAWAL_APPLY',
      target: record.bizNo,
      detail: record.amount,
      ip: client.ip,
    });
    return created(record);
  },
});
