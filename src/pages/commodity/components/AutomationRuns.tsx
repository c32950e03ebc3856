import { priceText } from '@/components/MoneyText';
import useText from '@/hooks/useText';
import { queryAutomationRuns } from '@/services/automation';
import { RUN_KINDS, type AutomationRun, type AutomationRunQuery, type RunKind } from '@/types';
import { formatDateTime, formatQuantity } from '@/utils/format';
import { proTableRequest } from '@/utils/proTable';
import usePrefixedPath from '@/hooks/usePrefixedPath';
import { type ActionType, ProTable } from '@ant-design/pro-components';
import { Link } from '@umijs/max';
import { Tag } from 'antd';
import { forwardRef, useImperativeHandle, useMemo, useRef } from 'react';
import { ruleText } from './ruleText';

const KIND_COLOR: Record<RunKind, string> = {
  OFFER_AGREED: 'green',
  OFFER_REJECTED: 'red',
  LOW_STOCK: 'orange',
  DELISTED: 'default',
  RELISTED: 'blue',
};

export interface AutomationRunsHandle {
  reload: () => void;
}

/** What the rules did, newest first, each with the rule that acted. */
const AutomationRuns = forwardRef<AutomationRunsHandle>(function AutomationRuns(_, ref) {
  const t = useText();
  const to = usePrefixedPath();
  const actionRef = useRef<ActionType>();
  useImperativeHandle(ref, () => ({ reload: () => actionRef.current?.reload() }), []);
  const fetcher = useMemo(
    () => proTableRequest<AutomationRun, AutomationRunQuery>(queryAutomationRuns, (p) => ({ kind: (p.kind as RunKind) || undefined })),
    [],
  );
  return (
    <ProTable<AutomationRun, Record<string, unknown>>
      actionRef={actionRef}
      rowKey="id"
      size="small"
      headerTitle={t('automation.runs.title')}
      request={fetcher}
      search={{ labelWidth: 'auto' }}
      options={{ reload: true, density: false, setting: false }}
      pagination={{ defaultPageSize: 10, showSizeChanger: true }}
      locale={{ emptyText: t('automation.runs.empty') }}
      data-testid="automation-runs"
      columns={[
        { title: t('automation.runs.col.at'), dataIndex: 'at', search: false, width: 170, render: (_, r) => formatDateTime(r.at) },
        {
          title: t('automation.runs.col.kind'),
          dataIndex: 'kind',
          valueType: 'select',
          valueEnum: Object.fromEntries(RUN_KINDS.map((k) => [k, { text: t(`automation.kind.${k}`) }])),
          render: (_, r) => (
            <Tag color={KIND_COLOR[r.kind]} data-testid="run-kind" data-kind={r.kind}>
              {t(`automation.kind.${r.kind}`)}
            </Tag>
          ),
        },
        {
          title: t('automation.runs.col.commodity'),
          dataIndex: 'commodityTitle',
          search: false,
          ellipsis: true,
          render: (_, r) =>
            r.bargainingId ? <Link to={to(`/commodity/bargaining/${r.commodityId}`)}>{r.commodityTitle}</Link> : r.commodityTitle,
        },
        {
          title: t('automation.runs.col.rule'),
          dataIndex: 'rule',
          search: false,
          render: (_, r) => <span data-testid="run-rule">{ruleText(t, r.rule, r.value)}</span>,
        },
        {
          title: t('automation.runs.col.detail'),
          dataIndex: 'detail',
          search: false,
          render: (_, r) =>
            r.offerPrice && r.listPrice
              ? t('automation.runs.offer', { offer: priceText(r.offerPrice), list: priceText(r.listPrice) })
              : t('automation.runs.stock', { stock: formatQuantity(r.stock ?? 0) }),
        },
      ]}
    />
  );
});

export default AutomationRuns;
