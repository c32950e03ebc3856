import { priceText } from '@/components/MoneyText';
import type { PricingRow, PricingRule, PricingRun } from '@/domain/pricing/types';
import { useCatalogName, useCategories, useGames, useServers } from '@/hooks/useCatalog';
import useSubmit from '@/hooks/useSubmit';
import useText from '@/hooks/useText';
import {
  listPricingRules,
  listPricingRuns,
  previewPricingRule,
  removePricingRule,
  runPricingRule,
  undoPricingRun,
  updatePricingRule,
} from '@/services/pricing';
import { formatDateTime } from '@/utils/format';
import { proTableRequest } from '@/utils/proTable';
import { toast } from '@/utils/toast';
import { PlusOutlined } from '@ant-design/icons';
import { type ActionType, ProTable } from '@ant-design/pro-components';
import { Alert, Button, type ButtonProps, Drawer, Modal, Popconfirm, Switch, Table, Tabs, Tag } from 'antd';
import { useRef, useState } from 'react';
import PricingPreviewTable from './PricingPreviewTable';
import RuleModal from './RuleModal';

interface Props {
  open: boolean;
  /** commodities selected in the list (a new rule may cover them) */
  ids: string[];
  onClose: () => void;
  onChanged: () => void;
}

/** Which commodities a rule covers, in words. */
function TargetText({ rule }: { rule: PricingRule }) {
  const t = useText();
  const name = useCatalogName();
  const { games } = useGames();
  const { servers } = useServers(rule.target.gameId);
  const { categories } = useCategories(rule.target.gameId);
  const { commodityIds, gameId, serverId, categoryId } = rule.target;
  if (commodityIds) return <>{t('pricing.target.listed', { count: commodityIds.length })}</>;
  const parts = [
    gameId
      ? name(
          games.find((g) => g.id === gameId),
          gameId,
        )
      : undefined,
    serverId
      ? name(
          servers.find((s) => s.id === serverId),
          serverId,
        )
      : undefined,
    categoryId
      ? name(
          categories.find((c) => c.id === categoryId),
          categoryId,
        )
      : undefined,
  ];
  return <>{parts.filter(Boolean).join(' / ')}</>;
}

/** Repricing rules of the supplier (preview, run, edit) and the log of runs with their undo. */
export default function RepricingDrawer({ open, ids, onClose, onChanged }: Props) {
  const t = useText();
  const rulesRef = useRef<ActionType>();
  const runsRef = useRef<ActionType>();
  const [tab, setTab] = useState('rules');
  const [editing, setEditing] = useState<{ rule?: PricingRule }>();
  const [running, setRunning] = useState<{ rule: PricingRule; rows?: PricingRow[] }>();

  const reload = () => {
    rulesRef.current?.reload();
    runsRef.current?.reload();
  };
  const strategyText = (r: PricingRule) =>
    r.strategy === 'HOLD_RANK'
      ? t('pricing.describe.HOLD_RANK', { rank: r.rank })
      : t('pricing.describe.BELOW_LOWEST', { offset: r.offsetKind === 'PERCENT' ? `${r.offset}%` : priceText(r.offset) });
  const openRun = async (rule: PricingRule) => {
    setRunning({ rule });
    const { id, createdAt: _c, lastRunAt: _l, nextRunAt: _n, ...input } = rule;
    try {
      setRunning({ rule, rows: (await previewPricingRule({ ...input, ruleId: id })).rows });
    } catch {
      // the pipeline showed the failure; the dialog closes with nothing to run
      setRunning(undefined);
    }
  };
  const run = useSubmit(undefined, async (rule: PricingRule) => {
    const r = await runPricingRule(rule.id);
    toast.success(t('pricing.run.done', { name: rule.name, count: r.changes.length }));
    setRunning(undefined);
    setTab('runs');
    reload();
    onChanged();
  });
  const undo = useSubmit(undefined, async (r: PricingRun) => {
    const done = await undoPricingRun(r.id);
    toast.success(t('pricing.run.undone', { count: done.changes.length - (done.keptOnUndo ?? 0) }));
    reload();
    onChanged();
  });
  const toggle = async (rule: PricingRule, enabled: boolean) => {
    const { id, createdAt: _c, lastRunAt: _l, nextRunAt: _n, ...input } = rule;
    await updatePricingRule(id, { ...input, enabled });
    reload();
  };

  const rulesTab = (
    <ProTable<PricingRule>
      size="small"
      rowKey="id"
      actionRef={rulesRef}
      search={false}
      options={{ reload: true, density: false, setting: false }}
      request={async () => {
        const data = await listPricingRules();
        return { data, success: true, total: data.length };
      }}
      pagination={false}
      scroll={{ x: 1290 }}
      toolBarRender={() => [
        <Button key="new" type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})} data-testid="rule-new">
          {t('pricing.rule.new')}
        </Button>,
      ]}
      locale={{ emptyText: t('pricing.rule.empty') }}
      data-testid="pricing-rules"
      columns={[
        { title: t('pricing.rule.name'), dataIndex: 'name', ellipsis: true, width: 150 },
        { title: t('pricing.target'), key: 'target', width: 180, render: (_, r) => <TargetText rule={r} /> },
        { title: t('pricing.rule.strategy'), key: 'strategy', width: 170, render: (_, r) => strategyText(r) },
        {
          title: t('pricing.rule.bounds'),
          key: 'bounds',
          width: 140,
          render: (_, r) => `${priceText(r.floor)} – ${priceText(r.ceiling)}`,
        },
        { title: t('pricing.rule.interval'), dataIndex: 'intervalMinutes', width: 90, align: 'right' },
        { title: t('pricing.rule.lastRun'), key: 'last', width: 150, render: (_, r) => formatDateTime(r.lastRunAt) || '-' },
        { title: t('pricing.rule.nextRun'), key: 'next', width: 150, render: (_, r) => formatDateTime(r.nextRunAt) || '-' },
        {
          title: t('pricing.rule.enabled'),
          key: 'enabled',
          width: 70,
          render: (_, r) => <Switch size="small" checked={r.enabled} onChange={(on) => toggle(r, on)} />,
        },
        {
          title: t('supplier.common.actions'),
          valueType: 'option',
          width: 190,
          fixed: 'right',
          render: (_, r) => [
            <a key="run" onClick={() => openRun(r)} data-testid="rule-run">
              {t('pricing.rule.run')}
            </a>,
            <a key="edit" onClick={() => setEditing({ rule: r })}>
              {t('supplier.common.edit')}
            </a>,
            <Popconfirm
              key="remove"
              title={t('pricing.rule.remove.confirm', { name: r.name })}
              onConfirm={async () => (await removePricingRule(r.id), reload())}
            >
              <a>{t('supplier.common.delete')}</a>
            </Popconfirm>,
          ],
        },
      ]}
    />
  );

  const runsTab = (
    <ProTable<PricingRun>
      size="small"
      rowKey="id"
      actionRef={runsRef}
      search={false}
      options={{ reload: true, density: false, setting: false }}
      request={proTableRequest(listPricingRuns)}
      pagination={{ defaultPageSize: 10, size: 'small' }}
      locale={{ emptyText: t('pricing.run.empty') }}
      data-testid="pricing-runs"
      expandable={{
        expandedRowRender: (r) => (
          <Table
            size="small"
            rowKey="commodityId"
            pagination={false}
            dataSource={r.changes}
            columns={[
              { title: t('pricing.col.title'), dataIndex: 'title', ellipsis: true },
              { title: t('pricing.col.before'), dataIndex: 'before', align: 'right', render: (v: string) => priceText(v) },
              { title: t('pricing.col.after'), dataIndex: 'after', align: 'right', render: (v: string) => priceText(v) },
              {
                title: t('pricing.col.bound'),
                dataIndex: 'clippedBy',
                render: (v?: string) => (v ? <Tag>{t(`pricing.bound.${v}`)}</Tag> : '-'),
              },
            ]}
          />
        ),
      }}
      columns={[
        { title: t('pricing.run.at'), key: 'at', width: 160, render: (_, r) => formatDateTime(r.at) },
        { title: t('pricing.run.trigger'), key: 'trigger', width: 110, render: (_, r) => t(`pricing.trigger.${r.trigger}`) },
        { title: t('pricing.run.rule'), key: 'rule', ellipsis: true, width: 150, render: (_, r) => r.ruleName ?? '-' },
        {
          title: t('pricing.run.operator'),
          key: 'operator',
          width: 110,
          render: (_, r) => (r.operator === 'SYSTEM' ? t('pricing.run.system') : r.operator),
        },
        { title: t('pricing.run.changes'), key: 'changes', width: 90, align: 'right', render: (_, r) => r.changes.length },
        {
          title: t('supplier.common.actions'),
          key: 'undo',
          width: 150,
          render: (_, r) =>
            r.undoneAt ? (
              <Tag data-testid="run-undone">{t('pricing.run.undoneAt', { at: formatDateTime(r.undoneAt) })}</Tag>
            ) : r.changes.length ? (
              <Popconfirm title={t('pricing.run.undo.confirm', { count: r.changes.length })} onConfirm={() => undo.onFinish(r)}>
                <a data-testid="run-undo">{t('pricing.run.undo')}</a>
              </Popconfirm>
            ) : (
              '-'
            ),
        },
      ]}
    />
  );

  return (
    <Drawer title={t('pricing.title')} open={open} onClose={onClose} width={1100} destroyOnClose data-testid="repricing-drawer">
      <Alert type="info" showIcon message={t('pricing.hint')} style={{ marginBottom: 12 }} />
      <Tabs
        activeKey={tab}
        onChange={setTab}
        items={[
          { key: 'rules', label: t('pricing.tab.rules'), children: rulesTab },
          { key: 'runs', label: t('pricing.tab.runs'), children: runsTab },
        ]}
      />
      {editing ? (
        <RuleModal
          open
          rule={editing.rule}
          ids={ids}
          onClose={() => setEditing(undefined)}
          onSaved={() => (setEditing(undefined), reload())}
        />
      ) : null}
      <Modal
        open={!!running}
        title={running ? t('pricing.run.title', { name: running.rule.name }) : undefined}
        width={980}
        onCancel={() => setRunning(undefined)}
        okText={t('pricing.rule.run')}
        cancelText={t('supplier.common.cancel')}
        okButtonProps={{ disabled: !running?.rows, loading: run.busy, 'data-testid': 'run-confirm' } as ButtonProps}
        onOk={() => running && run.onFinish(running.rule)}
        destroyOnClose
      >
        <PricingPreviewTable rows={running?.rows ?? []} loading={!running?.rows} />
      </Modal>
    </Drawer>
  );
}
