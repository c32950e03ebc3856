/**
 * Excel exports of the account centre: the current filter of a ledger or log as a real .xlsx,
 * streamed row by row (sendXlsx), with the header row and texts in the caller's language (the
 * `lang` parameter, else Accept-Language), number cells as numbers and time cells as dates showing
 * Beijing time, and a file name the client saves as it is (Chinese names intact).
 */
import { allMessages } from '../../../src/locales/all';
import type { LedgerEntry } from '../../../src/domain/account/money';
import { EXPORT_MAX_ROWS } from '../../../src/domain/account/rules';
import type { AuditRecord, LoginRecord } from '../../../src/domain/account/types';
import { beijingCellDate, beijingDay } from '../../_lib/dates';
import { badRequest, type Req } from '../../_lib/http';
import { header, type Json, text } from '../../_lib/input';
import type { XlsxColumn, XlsxRow } from '../../_lib/xlsx';
import { now } from '../clock';
import type { StatementTotals } from './ledgers';
import { type Lang, tr } from '../../_lib/i18n';

const MONEY_FMT = '#,##0.00;-#,##0.00';
const POINT_FMT = '#,##0;-#,##0';
const TIME_FMT = 'yyyy-mm-dd hh:mm:ss';

/**
 * The language of an export: `lang` of the query/body first (the console always sends it), then
 * Accept-Language; Chinese unless English is asked for.
 */
export function exportLang(req: Req, input: Json): Lang {
  const asked = text(input, 'lang') ?? header(req, 'accept-language') ?? '';
  return /^en/i.test(asked) ? 'en-US' : 'zh-CN';
}

/** A translator over the locale texts; unknown codes fall back to the code itself. */
export function translator(lang: Lang): (key: string, fallback?: string) => string {
  const m = allMessages[lang];
  return (key, fallback) => m[key] ?? fallback ?? key;
}

/** '余额明细_20241231.xlsx' / 'Balance records_20241231.xlsx'. */
export function exportFileName(lang: Lang, kind: string): string {
  const t = translator(lang);
  return `${t(`account.export.file.${kind}`)}_${beijingDay(now()).replace(/-/g, '')}.xlsx`;
}

/** Refuses exports beyond EXPORT_MAX_ROWS with a message asking for a narrower filter. */
export function assertExportSize(count: number): void {
  if (count > EXPORT_MAX_ROWS) {
    throw badRequest(
      tr('server.fund.export.tooLarge.title'),
      tr('server.fund.export.tooLarge', { count, max: EXPORT_MAX_ROWS }),
      'EXPORT_TOO_LARGE',
    );
  }
}

const num = (v: string) => Number(v);

export function ledgerColumns(lang: Lang, withAccount: boolean): XlsxColumn<LedgerEntry>[] {
  const t = translator(lang);
  const cols: XlsxColumn<LedgerEntry>[] = [
    {
      header: t('account.ledger.col.tradeAt'),
      key: 'tradeAt',
      width: 20,
      value: (e) => beijingCellDate(e.tradeAt),
      numFmt: TIME_FMT,
    },
    {
      header: t('account.ledger.col.bizType'),
      key: 'bizType',
      width: 18,
      value: (e) => t(`account.bizType.${e.bizType}`, e.bizType),
    },
  ];
  if (withAccount)
    cols.push({
      header: t('account.ledger.col.account'),
      key: 'account',
      width: 14,
      value: (e) => t(`account.moneyAccount.${e.account}`, e.account),
    });
  cols.push(
    {
      header: t('account.ledger.col.direction'),
      key: 'direction',
      width: 8,
      value: (e) => t(`account.direction.${e.amount.startsWith('-') ? 'OUT' : 'IN'}`),
    },
    {
      header: t('account.ledger.col.amount'),
      key: 'amount',
      width: 14,
      value: (e) => num(e.amount),
      numFmt: MONEY_FMT,
    },
    {
      header: t('account.ledger.col.balanceAfter'),
      key: 'balanceAfter',
      width: 14,
      value: (e) => num(e.balanceAfter),
      numFmt: MONEY_FMT,
    },
    {
      header: t('account.ledger.col.bizNo'),
      key: 'bizNo',
      width: 26,
      value: (e) => e.bizNo,
    },
    {
      header: t('account.ledger.col.remark'),
      key: 'remark',
      width: 24,
      value: (e) => e.remark ?? '',
    },
  );
  return cols;
}

/**
 * What follows a statement's entries (sendXlsx's footer), one block per account that has rows:
 * opening balance (balance-after column), total in and total out (amount column, out negative as
 * the entries show it) and closing balance (balance-after column). The label sits in the time
 * column, so a reader tells entries (a date there) from these rows; the account column names the
 * account when the sheet has one.
 */
export function statementFooter(lang: Lang, totals: StatementTotals[], withAccount: boolean): XlsxRow[] {
  const t = translator(lang);
  const rows: XlsxRow[] = [];
  for (const s of totals) {
    const account: XlsxRow = withAccount ? { account: t(`account.moneyAccount.${s.account}`, s.account) } : {};
    rows.push(
      { ...account, tradeAt: t('account.export.summary.opening'), balanceAfter: num(s.opening) },
      { ...account, tradeAt: t('account.export.summary.totalIn'), amount: num(s.totalIn) },
      { ...account, tradeAt: t('account.export.summary.totalOut'), amount: num(s.totalOut) },
      { ...account, tradeAt: t('account.export.summary.closing'), balanceAfter: num(s.closing) },
    );
  }
  return rows;
}

/** Points are whole numbers: the same columns with an integer format. */
export function pointColumns(lang: Lang): XlsxColumn<LedgerEntry>[] {
  return ledgerColumns(lang, false).map((c) => (c.numFmt === MONEY_FMT ? { ...c, numFmt: POINT_FMT } : c));
}

export function loginColumns(lang: Lang): XlsxColumn<LoginRecord>[] {
  const t = translator(lang);
  return [
    {
      header: t('account.loginLog.col.loginAt'),
      key: 'loginAt',
      width: 20,
      value: (r) => beijingCellDate(r.loginAt),
      numFmt: TIME_FMT,
    },
    {
      header: t('account.loginLog.col.username'),
      key: 'username',
      width: 16,
      value: (r) => r.username,
    },
    {
      header: t('account.loginLog.col.ip'),
      key: 'ip',
      width: 16,
      value: (r) => r.ip,
    },
    {
      header: t('account.loginLog.col.location'),
      key: 'location',
      width: 14,
      value: (r) => t(`account.location.${r.location}`, r.location),
    },
    {
      header: t('account.loginLog.col.device'),
      key: 'device',
      width: 22,
      value: (r) => r.device,
    },
    {
      header: t('account.loginLog.col.channel'),
      key: 'channel',
      width: 12,
      value: (r) => t(`account.loginChannel.${r.channel}`, r.channel),
    },
    {
      header: t('account.loginLog.col.result'),
      key: 'result',
      width: 10,
      value: (r) => t(`account.loginResult.${r.result}`, r.result),
    },
    {
      header: t('account.loginLog.col.newIp'),
      key: 'newIp',
      width: 10,
      value: (r) => (r.newIp ? t('account.common.yes') : t('account.common.no')),
    },
  ];
}

export function auditColumns(lang: Lang): XlsxColumn<AuditRecord>[] {
  const t = translator(lang);
  return [
    {
      header: t('account.auditLog.col.createdAt'),
      key: 'createdAt',
      width: 20,
      value: (r) => beijingCellDate(r.createdAt),
      numFmt: TIME_FMT,
    },
    {
      header: t('account.auditLog.col.username'),
      key: 'username',
      width: 16,
      value: (r) => r.username,
    },
    {
      header: t('account.auditLog.col.module'),
      key: 'module',
      width: 12,
      value: (r) => t(`account.auditModule.${r.module}`, r.module),
    },
    {
      header: t('account.auditLog.col.action'),
      key: 'action',
      width: 22,
      value: (r) => t(`account.auditAction.${r.action}`, r.action),
    },
    {
      header: t('account.auditLog.col.target'),
      key: 'target',
      width: 24,
      value: (r) => r.target ?? '',
    },
    {
      header: t('account.auditLog.col.detail'),
      key: 'detail',
      width: 24,
      value: (r) => r.detail ?? '',
    },
    {
      header: t('account.auditLog.col.ip'),
      key: 'ip',
      width: 16,
      value: (r) => r.ip,
    },
  ];
}
