import ExportButton from '@/components/ExportButton';
import CopyCell from '@/components/table/CopyCell';
import { clippedTextColumn, dateTimeColumn } from '@/components/columns';
import useUrlFilters from '@/hooks/useUrlFilters';
import { getTradeSubjects } from '@/services/account';
import type { LedgerEntry, LedgerQuery, MoneyAccount, Paged } from '@/types';
import { formatMoney, formatQuantity } from '@/utils/format';
import { proTableRequest } from '@/utils/proTable';
import { type ActionType, type ProColumns, ProTable } from '@ant-design/pro-components';
import { getLocale } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Empty, Tag } from 'antd';
import { palette } from '@/constants/palette';
import { useMemo, useRef } from 'react';
import { formToUrl, pagingOf, urlToForm, urlToQuery } from './ledgerFilters';
import useText from '@/hooks/useText';
import SavedViews from '@/components/views/SavedViews';
import useSavedViews from '@/components/views/useSavedViews';
import type { ViewTable } from '@/domain/views/types';
import useProgressiveRows from '@/components/table/progressiveRows';
import useFirstRows from '@/components/table/useFirstRows';
import type { Endpoint } from '@/domain/endpoint';

interface Props {
  /** the money accounts this ledger shows (an account filter appears when there are several) */
  accounts: MoneyAccount[];
  fetcher: (query: LedgerQuery) => Promise<Paged<LedgerEntry>>;
  exportUrl: string;
  /** file name when the server sends none */
  fallbackName: string;
  /** fixed parameters of the call (the statement's accountKind) */
  extra?: Record<string, string>;
  /** points are whole numbers */
  points?: boolean;
  testId: string;
  /** saved views of this ledger (the statement) */
  viewTable?: ViewTable;
  /** the call `fetcher` makes, when the route's loader starts the first page of it */
  firstRowsOf?: Endpoint<{ res: Paged<LedgerEntry> }>;
}

const signed = (amount: string, points: boolean) => {
  const text = points ? formatQuantity(amount) : formatMoney(amount);
  return amount.startsWith('-') ? text : `+${text}`;
};

/**
 * One ledger of the money accounts as a dense ProTable: time range, type, direction, business no.
 * and account filters kept in the URL; the export sends exactly the table's filter.
 */
export default function LedgerTable({
  accounts,
  fetcher,
  exportUrl,
  fallbackName,
  extra,
  points = false,
  testId,
  viewTable,
  firstRowsOf,
}: Props) {
  const t = useText();
  const [rawUrl, setUrl] = useUrlFilters();
  const views = useSavedViews(viewTable ?? 'STATEMENT', 'small', viewTable !== undefined);
  const url = views.filters;
  const actionRef = useRef<ActionType>();
  const rows = useProgressiveRows<LedgerEntry>();
  const { current, pageSize } = pagingOf(url);
  const first = useFirstRows(firstRowsOf, { current, size: pageSize }, views.ready);
  const subjects = useRequest(getTradeSubjects, {
    cacheKey: 'account-trade-subjects',
  });
  const query = useMemo(() => ({ ...urlToQuery(url), ...extra }), [url, extra]);

  const bizTypes = useMemo(() => {
    const list = (subjects.data ?? []).filter((s) => s.accounts.some((a) => accounts.includes(a as MoneyAccount)));
    return Object.fromEntries(list.map((s) => [s.bizType, { text: t(`account.bizType.${s.bizType}`, undefined, s.bizType) }]));
  }, [subjects.data, accounts, t]);

  const columns: ProColumns<LedgerEntry>[] = [
    {
      title: t('account.common.dateRange'),
      dataIndex: 'tradeAt',
      valueType: 'dateTimeRange',
      hideInTable: true,
    },
    dateTimeColumn<LedgerEntry>(t('account.ledger.col.tradeAt'), 'tradeAt'),
    {
      title: t('account.ledger.col.bizType'),
      dataIndex: 'bizType',
      valueType: 'select',
      valueEnum: bizTypes,
      fieldProps: { showSearch: true },
      width: 150,
      render: (_, r) => t(`account.bizType.${r.bizType}`, undefined, r.bizType),
    },
    ...(accounts.length > 1
      ? [
          {
            title: t('account.ledger.col.account'),
            dataIndex: 'account',
            valueType: 'select',
            valueEnum: Object.fromEntries(accounts.map((a) => [a, { text: t(`account.moneyAccount.${a}`) }])),
            width: 120,
            render: (_: unknown, r: LedgerEntry) => t(`account.moneyAccount.${r.account}`, undefined, r.account),
          } as ProColumns<LedgerEntry>,
        ]
      : []),
    {
      title: t('account.ledger.col.direction'),
      dataIndex: 'direction',
      valueType: 'select',
      valueEnum: {
        IN: { text: t('account.direction.IN') },
        OUT: { text: t('account.direction.OUT') },
      },
      width: 80,
      render: (_, r) =>
        r.amount.startsWith('-') ? (
          <Tag color="orange">{t('account.direction.OUT')}</Tag>
        ) : (
          <Tag color="green">{t('account.direction.IN')}</Tag>
        ),
    },
    {
      title: points ? t('account.ledger.col.points') : t('account.ledger.col.amount'),
      dataIndex: 'amount',
      search: false,
      align: 'right',
      width: 130,
      // the colours of Typography's danger and success texts, without a Typography per row
      render: (_, r) => (
        <span style={{ color: r.amount.startsWith('-') ? palette.errorText : palette.successText }}>{signed(r.amount, points)}</span>
      ),
    },
    {
      title: t('account.ledger.col.balanceAfter'),
      dataIndex: 'balanceAfter',
      search: false,
      align: 'right',
      width: 130,
      render: (_, r) => (points ? formatQuantity(r.balanceAfter) : formatMoney(r.balanceAfter)),
    },
    {
      title: t('account.ledger.col.bizNo'),
      dataIndex: 'bizNo',
      width: 210,
      render: (_, r) => <CopyCell text={r.bizNo} />,
    },
    clippedTextColumn<LedgerEntry>(t('account.ledger.col.remark'), 'remark', 280),
  ];

  return (
    <div data-testid={testId}>
      <ProTable<LedgerEntry, Record<string, unknown>>
        key={views.tableKey}
        {...views.tableProps}
        actionRef={actionRef}
        components={rows.components}
        onRow={rows.onRow}
        rowKey="id"
        columns={columns}
        params={extra}
        defaultData={first.defaultData}
        onLoad={first.onLoad}
        request={proTableRequest(fetcher, (p) => ({
          ...urlToQuery(formToUrl(p)),
          ...extra,
        }))}
        form={{ initialValues: urlToForm(url), syncToUrl: false }}
        search={{ labelWidth: 'auto', span: 6, defaultCollapsed: false }}
        onSubmit={(values) => setUrl(formToUrl(values))}
        onReset={() => setUrl({})}
        pagination={{
          defaultCurrent: current,
          defaultPageSize: pageSize,
          ...first.pagination,
          showSizeChanger: true,
          pageSizeOptions: [20, 50, 100, 200],
          showTotal: (total) => t('account.ledger.total', { total }),
          onChange: (c, s) =>
            // the whole query, the view id included: a page change keeps the view
            setUrl({
              ...rawUrl,
              current: c === 1 ? undefined : c,
              pageSize: s === 20 ? undefined : s,
            }),
        }}
        options={{ density: true, reload: true, setting: true }}
        locale={{
          emptyText: <Empty description={t('account.common.empty')} />,
        }}
        scroll={{ x: 1000 }}
        toolBarRender={() => [
          viewTable ? <SavedViews key="views" state={views} /> : null,
          <ExportButton key="export" url={exportUrl} method="POST" data={{ ...query, lang: getLocale() }} fallbackName={fallbackName} />,
        ]}
      />
    </div>
  );
}
