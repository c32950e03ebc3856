import ExportButton from '@/components/ExportButton';
import LoadState from '@/components/LoadState';
import usePrefixedPath from '@/hooks/usePrefixedPath';
import useText from '@/hooks/useText';
import type { StatementRun, StatementSchedule, StatementScheduleInput } from '@/domain/statements/types';
import {
  createStatementSchedule,
  deleteStatementSchedule,
  listStatementRuns,
  listStatementSchedules,
  statementRunUrl,
  updateStatementSchedule,
} from '@/services/statements';
import { formatDateTime, formatQuantity } from '@/utils/format';
import { reportError } from '@/utils/reportError';
import { toast } from '@/utils/toast';
import { PlusOutlined } from '@ant-design/icons';
import { Link } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Button, Card, Popconfirm, Space, Switch, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import ScheduleForm, { hourText } from './components/statements/ScheduleForm';

/**
 * /profile/statements: the account's statement schedules (daily or weekly, made by the backend
 * and announced in the notification centre) and the statements made, each downloadable for 30 days.
 */
export default function Statements() {
  const t = useText();
  const to = usePrefixedPath();
  const schedules = useRequest(listStatementSchedules);
  const runs = useRequest(listStatementRuns);
  const [form, setForm] = useState<{ open: boolean; editing?: StatementSchedule }>({ open: false });

  const reload = () => {
    schedules.refresh();
    runs.refresh();
  };
  const save = async (input: StatementScheduleInput) => {
    if (form.editing) await updateStatementSchedule(form.editing.id, input);
    else await createStatementSchedule(input);
    toast.success(t('statements.schedule.saved'));
    setForm({ open: false });
    reload();
  };
  const toggle = async (s: StatementSchedule, enabled: boolean) => {
    try {
      await updateStatementSchedule(s.id, { ...s, enabled });
      schedules.refresh();
    } catch (e) {
      reportError(e);
    }
  };
  const remove = async (s: StatementSchedule) => {
    try {
      await deleteStatementSchedule(s.id);
      toast.success(t('statements.schedule.deleted'));
      schedules.refresh();
    } catch (e) {
      reportError(e);
    }
  };

  const when = (s: StatementSchedule) =>
    t(`statements.when.${s.frequency}`, { hour: hourText(s.hour), weekday: t(`statements.weekday.${s.weekday}`) });

  const scheduleColumns: ColumnsType<StatementSchedule> = [
    { title: t('statements.schedule.col.when'), key: 'when', render: (_, s) => when(s) },
    { title: t('statements.schedule.col.scope'), dataIndex: 'scope', render: (v: string) => t(`statements.scope.${v}`) },
    { title: t('statements.schedule.col.lang'), dataIndex: 'lang', render: (v: string) => t(`statements.lang.${v}`) },
    {
      title: t('statements.schedule.col.nextRunAt'),
      dataIndex: 'nextRunAt',
      render: (v: string, s) => (s.enabled ? formatDateTime(v) : '-'),
    },
    { title: t('statements.schedule.col.lastRunAt'), dataIndex: 'lastRunAt', render: (v?: string) => (v ? formatDateTime(v) : '-') },
    { title: t('statements.schedule.col.createdBy'), dataIndex: 'createdBy' },
    {
      title: t('statements.schedule.col.enabled'),
      dataIndex: 'enabled',
      render: (v: boolean, s) => (
        <Switch size="small" checked={v} onChange={(on) => toggle(s, on)} aria-label={t('statements.schedule.col.enabled')} />
      ),
    },
    {
      title: t('statements.schedule.col.actions'),
      key: 'actions',
      render: (_, s) => (
        <Space size={4}>
          <Button size="small" type="link" onClick={() => setForm({ open: true, editing: s })}>
            {t('statements.schedule.edit.action')}
          </Button>
          <Popconfirm title={t('statements.schedule.deleteConfirm')} onConfirm={() => remove(s)}>
            <Button size="small" type="link" danger>
              {t('statements.schedule.delete.action')}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  const period = (r: StatementRun) => (r.periodStart === r.periodEnd ? r.periodStart : `${r.periodStart} ~ ${r.periodEnd}`);
  const runColumns: ColumnsType<StatementRun> = [
    { title: t('statements.runs.col.name'), dataIndex: 'name', render: (v: string) => <Typography.Text strong>{v}</Typography.Text> },
    { title: t('statements.runs.col.period'), key: 'period', render: (_, r) => period(r) },
    { title: t('statements.runs.col.rows'), dataIndex: 'rows', align: 'right', render: (v: number) => formatQuantity(v) },
    { title: t('statements.runs.col.createdAt'), dataIndex: 'createdAt', render: (v: string) => formatDateTime(v) },
    { title: t('statements.runs.col.expiresAt'), dataIndex: 'expiresAt', render: (v: string) => formatDateTime(v) },
    {
      title: t('statements.runs.col.status'),
      dataIndex: 'expired',
      render: (v: boolean) =>
        v ? <Tag>{t('statements.runs.status.expired')}</Tag> : <Tag color="green">{t('statements.runs.status.ready')}</Tag>,
    },
    {
      title: t('statements.schedule.col.actions'),
      key: 'actions',
      render: (_, r) => (
        <Space size={8}>
          {!r.expired && <ExportButton url={statementRunUrl(r.id)} fallbackName={r.name} label={t('statements.runs.download')} />}
          <Link to={`${to('/profile/reconciliation')}?${new URLSearchParams({ from: r.periodStart, to: r.periodEnd }).toString()}`}>
            {t('statements.runs.reconcile')}
          </Link>
        </Space>
      ),
    },
  ];

  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }}>
      <Card
        size="small"
        title={t('statements.schedule.title')}
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setForm({ open: true })} data-testid="schedule-add">
            {t('statements.schedule.add')}
          </Button>
        }
      >
        <Typography.Paragraph type="secondary">{t('statements.schedule.hint')}</Typography.Paragraph>
        <LoadState loading={schedules.loading && !schedules.data} error={schedules.error} onRetry={schedules.refresh}>
          <Table<StatementSchedule>
            rowKey="id"
            size="small"
            pagination={false}
            dataSource={schedules.data ?? []}
            columns={scheduleColumns}
            locale={{ emptyText: t('statements.schedule.empty') }}
            data-testid="statement-schedules"
            scroll={{ x: 'max-content' }}
          />
        </LoadState>
      </Card>
      <Card size="small" title={t('statements.runs.title')}>
        <LoadState loading={runs.loading && !runs.data} error={runs.error} onRetry={runs.refresh}>
          <Table<StatementRun>
            rowKey="id"
            size="small"
            pagination={{ pageSize: 20, hideOnSinglePage: true }}
            dataSource={runs.data ?? []}
            columns={runColumns}
            onRow={(r) => ({ 'data-run': r.id }) as React.HTMLAttributes<HTMLElement>}
            locale={{ emptyText: t('statements.runs.empty') }}
            data-testid="statement-runs"
            scroll={{ x: 'max-content' }}
          />
        </LoadState>
      </Card>
      <ScheduleForm open={form.open} editing={form.editing} onClose={() => setForm({ open: false })} onSave={save} />
    </Space>
  );
}
