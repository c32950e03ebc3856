import { moneyText } from '@/components/MoneyText';
import LoadState from '@/components/LoadState';
import useText from '@/hooks/useText';
import { useAccess } from '@/hooks/useCurrentUser';
import { balances } from '@/domain/statements/arithmetic';
import { RECONCILABLE_ACCOUNTS, type ReconcilableAccount, type ReconciliationDay } from '@/domain/statements/types';
import { getReconciliation } from '@/services/statements';
import { formatQuantity } from '@/utils/format';
import { useSearchParams } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Button, Card, DatePicker, Select, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useState } from 'react';
import DrillDrawer, { type Drill, type Figure } from './components/statements/DrillDrawer';

const FIGURES: Figure[] = ['opening', 'totalIn', 'totalOut', 'closing'];
const DAY_FORMAT = 'YYYY-MM-DD';
const isAccount = (v: string | null): v is ReconcilableAccount => RECONCILABLE_ACCOUNTS.some((a) => a === v);

/**
 * /profile/reconciliation: one fund account day by day over a chosen range (Beijing days): opening
 * balance, total in, total out and closing balance, each figure opening the statement rows behind it.
 */
export default function Reconciliation() {
  const t = useText();
  const access = useAccess();
  const [params, setParams] = useSearchParams();
  const may = (p: string) => access.isMain || access.subAuthorities.includes(p);
  const accounts = RECONCILABLE_ACCOUNTS.filter((a) => (a === 'DEPOSIT' || a === 'LOCKED_DEPOSIT' ? may('FUND_DEPOSIT') : true));
  const asked = params.get('account');
  const account: ReconcilableAccount = isAccount(asked) ? asked : 'BALANCE';
  const from = params.get('from') ?? undefined;
  const to = params.get('to') ?? undefined;
  const { data, loading, error, refresh } = useRequest(() => getReconciliation({ account, from, to }), {
    refreshDeps: [account, from, to],
  });
  const [drill, setDrill] = useState<Drill>();
  const show = (v: string) => (account === 'POINT' ? formatQuantity(v) : moneyText(v));

  const set = (next: Record<string, string | undefined>) => {
    const merged = new URLSearchParams(params);
    for (const [k, v] of Object.entries(next)) {
      if (v) merged.set(k, v);
      else merged.delete(k);
    }
    setParams(merged, { replace: true });
  };

  const period = (d: ReconciliationDay): [string, string] => {
    const [s, e] = d.day.split('~');
    return [s, e ?? s];
  };
  const figureCell = (figure: Figure) => (v: string, d: ReconciliationDay) => (
    <Button
      type="link"
      size="small"
      style={{ padding: 0 }}
      data-testid={`recon-${figure}`}
      data-day={d.day}
      data-value={v}
      onClick={() => {
        const [start, end] = period(d);
        setDrill({ account, figure, start, end });
      }}
    >
      {show(v)}
    </Button>
  );

  const columns: ColumnsType<ReconciliationDay> = [
    {
      title: t('statements.recon.col.day'),
      dataIndex: 'day',
      render: (v: string) => (v.includes('~') ? <Typography.Text strong>{t('statements.recon.total')}</Typography.Text> : v),
    },
    ...FIGURES.map((f) => ({ title: t(`statements.recon.col.${f}`), dataIndex: f, align: 'right' as const, render: figureCell(f) })),
    { title: t('statements.recon.col.count'), dataIndex: 'count', align: 'right', render: (v: number) => formatQuantity(v) },
    {
      key: 'check',
      render: (_, d) => (balances(d) ? null : <Tag color="red">{t('statements.recon.mismatch')}</Tag>),
    },
  ];

  return (
    <Card size="small" title={t('statements.recon.title')}>
      <Space wrap size={12} style={{ marginBottom: 12 }}>
        <Space size={6}>
          <label htmlFor="recon-account">{t('statements.recon.account')}</label>
          <Select<ReconcilableAccount>
            id="recon-account"
            style={{ minWidth: 140 }}
            value={account}
            onChange={(v) => set({ account: v })}
            options={accounts.map((a) => ({ value: a, label: t(`account.moneyAccount.${a}`) }))}
            data-testid="recon-account"
          />
        </Space>
        <Space size={6}>
          <label htmlFor="recon-range">{t('statements.recon.range')}</label>
          <DatePicker.RangePicker
            id={{ start: 'recon-range' }}
            allowClear={false}
            value={data ? [dayjs(data.from, DAY_FORMAT), dayjs(data.to, DAY_FORMAT)] : undefined}
            onChange={(v) => set({ from: v?.[0]?.format(DAY_FORMAT), to: v?.[1]?.format(DAY_FORMAT) })}
            data-testid="recon-range"
          />
        </Space>
      </Space>
      <Typography.Paragraph type="secondary">{t('statements.recon.hint')}</Typography.Paragraph>
      <LoadState loading={loading && !data} error={error} onRetry={refresh}>
        <Table<ReconciliationDay>
          rowKey="day"
          size="small"
          pagination={false}
          loading={loading}
          dataSource={data ? [...data.days].reverse() : []}
          columns={columns}
          onRow={(d) => ({ 'data-day': d.day, 'data-testid': 'recon-day' }) as React.HTMLAttributes<HTMLElement>}
          summary={() =>
            data ? (
              <Table.Summary fixed>
                <Table.Summary.Row data-testid="recon-total">
                  {columns.map((c, i) => {
                    const key = (c as { dataIndex?: keyof ReconciliationDay }).dataIndex;
                    const value = key ? data.total[key] : undefined;
                    const render = c.render as ((v: unknown, d: ReconciliationDay, i: number) => React.ReactNode) | undefined;
                    return (
                      <Table.Summary.Cell key={i} index={i} align={c.align}>
                        {render ? render(value, data.total, 0) : null}
                      </Table.Summary.Cell>
                    );
                  })}
                </Table.Summary.Row>
              </Table.Summary>
            ) : null
          }
          scroll={{ x: 'max-content' }}
        />
      </LoadState>
      <DrillDrawer drill={drill} onClose={() => setDrill(undefined)} />
    </Card>
  );
}
