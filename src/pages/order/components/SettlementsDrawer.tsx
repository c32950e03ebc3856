import { moneyText } from '@/components/MoneyText';
import usePrefixedPath from '@/hooks/usePrefixedPath';
import useText from '@/hooks/useText';
import { getSettlementFailure, querySettlements } from '@/services/order';
import type { Settlement, SettlementStatus } from '@/types';
import { formatDateTime } from '@/utils/format';
import { Link } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Alert, Drawer, Segmented, Skeleton, Table, Tag, Typography } from 'antd';
import { useState } from 'react';

const ALL = 'ALL';
const FILTERS = [ALL, 'FAILED', 'PENDING', 'SUCCESS'] as const;
const COLOR: Record<SettlementStatus, string> = { PENDING: 'processing', SUCCESS: 'success', FAILED: 'error' };

/** Why one settlement failed (GET settlements/{id}/failed), under its row. */
function FailureReason({ id }: { id: string }) {
  const t = useText();
  const { data, loading, error } = useRequest(() => getSettlementFailure(id), { refreshDeps: [id] });
  if (loading && !data) return <Skeleton active paragraph={false} title={{ width: '50%' }} />;
  // the pipeline showed the failed call; the row keeps its status tag
  if (error || !data) return null;
  return (
    <Alert
      type="error"
      showIcon
      data-testid="settlement-failure"
      message={t('trade.settlement.failedTitle', { orderNo: data.orderNo })}
      description={data.failureReason ?? t('trade.settlement.noReason')}
    />
  );
}

/**
 * The seller's settlements (GET B/trade/settlements): what each settled order paid out, what waits
 * for its deadline, and why a failed one failed (shown under its row).
 */
export default function SettlementsDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useText();
  const to = usePrefixedPath();
  const [status, setStatus] = useState<(typeof FILTERS)[number]>(ALL);
  const [page, setPage] = useState({ current: 1, size: 10 });
  const { data, loading } = useRequest(() => querySettlements({ ...page, status: status === ALL ? undefined : status }), {
    ready: open,
    refreshDeps: [open, status, page],
  });
  const failedIds = (data?.records ?? []).filter((s) => s.status === 'FAILED').map((s) => s.id);
  return (
    <Drawer open={open} onClose={onClose} width={760} title={t('trade.settlement.title')} destroyOnClose data-testid="settlements">
      <Segmented
        value={status}
        onChange={(v) => {
          setStatus(v as (typeof FILTERS)[number]);
          setPage((p) => ({ ...p, current: 1 }));
        }}
        options={FILTERS.map((f) => ({
          value: f,
          label: <span data-testid={`settlement-filter-${f}`}>{t(`trade.settlement.status.${f}`)}</span>,
        }))}
        style={{ marginBottom: 12 }}
      />
      <Table<Settlement>
        rowKey="id"
        size="small"
        loading={loading}
        dataSource={data?.records ?? []}
        rowClassName={(s) => `settlement-${s.status}`}
        expandable={{
          // a failed settlement shows its reason without a click
          expandedRowKeys: failedIds,
          showExpandColumn: false,
          rowExpandable: (s) => s.status === 'FAILED',
          expandedRowRender: (s) => <FailureReason id={s.id} />,
        }}
        pagination={{
          current: page.current,
          pageSize: page.size,
          total: data?.total ?? 0,
          onChange: (current, size) => setPage({ current, size }),
        }}
        columns={[
          {
            title: t('trade.col.orderNo'),
            dataIndex: 'orderNo',
            render: (no: string) => (
              <Link to={to(`/order/detail?type=sales&orderNo=${no}`)} style={{ fontFamily: 'monospace', fontSize: 12 }}>
                {no}
              </Link>
            ),
          },
          { title: t('trade.settlement.amount'), dataIndex: 'amount', align: 'right', render: (v: string) => moneyText(v) },
          {
            title: t('trade.col.status'),
            dataIndex: 'status',
            render: (s: SettlementStatus) => <Tag color={COLOR[s]}>{t(`trade.settlement.status.${s}`)}</Tag>,
          },
          { title: t('trade.settlement.deadlineAt'), dataIndex: 'deadlineAt', render: (v: string) => formatDateTime(v) },
          {
            title: t('trade.settlement.paidAt'),
            dataIndex: 'tradeNotifyAt',
            render: (v?: string) => (v ? formatDateTime(v) : <Typography.Text type="secondary">-</Typography.Text>),
          },
        ]}
      />
    </Drawer>
  );
}
