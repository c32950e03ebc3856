import { moneyText } from '@/components/MoneyText';
import LoadState from '@/components/LoadState';
import useText from '@/hooks/useText';
import { dayStart } from '@/domain/statements/arithmetic';
import type { ReconcilableAccount } from '@/domain/statements/types';
import { queryStatement, type StatementQuery } from '@/services/account';
import type { LedgerEntry } from '@/types';
import { add } from '@/domain/decimal';
import { formatDateTime, formatQuantity } from '@/utils/format';
import { useRequest } from 'ahooks';
import { Drawer, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';

export type Figure = 'opening' | 'totalIn' | 'totalOut' | 'closing';

export interface Drill {
  account: ReconcilableAccount;
  figure: Figure;
  /** Beijing days, inclusive */
  start: string;
  end: string;
}

const DAY_MS = 86_400_000;
const DRILL_MAX = 500;
const iso = (ms: number) => new Date(ms).toISOString();

/** The statement query whose rows make up a figure: the period's rows, or the last row before it. */
function queryOf(d: Drill, before: boolean): StatementQuery {
  const from = dayStart(d.start) as number;
  const to = (dayStart(d.end) as number) + DAY_MS - 1;
  if (before) return { account: d.account, endTime: iso(from - 1), current: 1, size: 1 };
  const direction = d.figure === 'totalIn' ? 'IN' : d.figure === 'totalOut' ? 'OUT' : undefined;
  return { account: d.account, startTime: iso(from), endTime: iso(to), ...(direction ? { direction } : {}), current: 1, size: DRILL_MAX };
}

/** What a figure is made of: the rows (their sum for in / out; the balance after the row for opening / closing). */
async function load(d: Drill) {
  if (d.figure === 'opening') return { rows: (await queryStatement(queryOf(d, true))).records, total: 0, fromBefore: true };
  const page = await queryStatement(queryOf(d, false));
  if (d.figure === 'closing' && page.records.length === 0)
    return { rows: (await queryStatement(queryOf(d, true))).records, total: 0, fromBefore: true };
  return { rows: page.records, total: page.total, fromBefore: false };
}

/** The statement rows behind one reconciliation figure, with how they make it up. */
export default function DrillDrawer({ drill, onClose }: { drill?: Drill; onClose: () => void }) {
  const t = useText();
  const { data, loading, error, refresh } = useRequest(() => (drill ? load(drill) : Promise.resolve(undefined)), { refreshDeps: [drill] });
  const points = drill?.account === 'POINT';
  const show = (v: string) => (points ? formatQuantity(v) : moneyText(v));
  const rows = data?.rows ?? [];

  const columns: ColumnsType<LedgerEntry> = [
    { title: t('account.ledger.col.tradeAt'), dataIndex: 'tradeAt', render: (v: string) => formatDateTime(v) },
    { title: t('account.ledger.col.bizType'), dataIndex: 'bizType', render: (v: string) => t(`account.bizType.${v}`, undefined, v) },
    { title: t('account.ledger.col.amount'), dataIndex: 'amount', align: 'right', render: (v: string) => show(v) },
    { title: t('account.ledger.col.balanceAfter'), dataIndex: 'balanceAfter', align: 'right', render: (v: string) => show(v) },
    { title: t('account.ledger.col.bizNo'), dataIndex: 'bizNo' },
  ];

  let summary = '';
  if (drill && data) {
    if (drill.figure === 'totalIn' || drill.figure === 'totalOut')
      summary = t('statements.drill.sum', { sum: show(rows.reduce((s, r) => add(s, r.amount), '0')) });
    else summary = t('statements.drill.balance', { balance: show(rows[0]?.balanceAfter ?? '0') });
  }
  const note = drill
    ? drill.figure === 'opening' && data && rows.length === 0
      ? t('statements.drill.openingNone')
      : t(`statements.drill.${drill.figure}`)
    : '';
  const period = drill ? (drill.start === drill.end ? drill.start : `${drill.start} ~ ${drill.end}`) : '';

  return (
    <Drawer
      open={!!drill}
      onClose={onClose}
      width={760}
      title={drill ? t('statements.drill.title', { figure: t(`statements.recon.col.${drill.figure}`), period }) : ''}
      data-testid="recon-drill"
    >
      <Typography.Paragraph type="secondary">{note}</Typography.Paragraph>
      <LoadState loading={loading} error={error} onRetry={refresh}>
        <Typography.Paragraph strong data-testid="drill-summary">
          {summary}
        </Typography.Paragraph>
        {data && data.total > rows.length && !data.fromBefore && (
          <Typography.Paragraph type="warning">
            {t('statements.drill.more', { shown: rows.length, total: data.total })}
          </Typography.Paragraph>
        )}
        <Table<LedgerEntry>
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={rows}
          columns={columns}
          onRow={(r) =>
            ({ 'data-amount': r.amount, 'data-balance': r.balanceAfter, 'data-testid': 'drill-row' }) as React.HTMLAttributes<HTMLElement>
          }
          locale={{ emptyText: t('statements.drill.empty') }}
          scroll={{ x: 'max-content', y: 520 }}
        />
      </LoadState>
    </Drawer>
  );
}
