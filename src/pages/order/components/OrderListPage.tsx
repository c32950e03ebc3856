import ExportButton from '@/components/ExportButton';
import {
  DEFAULT_ORDER_TAB,
  ORDER_CATEGORIES,
  parseOrderCategory,
  parseOrderTab,
  SIDE_AUTHORITY,
  SIDE_LIST_PATH,
  tabPathSegment,
} from '@/constants/order';
import GuardNotice from '@/components/GuardNotice';
import { TableLoadingBar, useTableLoading } from '@/components/TableLoading';
import { useAccess } from '@/hooks/useCurrentUser';
import usePrefixedPath from '@/hooks/usePrefixedPath';
import useMediaQuery from '@/hooks/useMediaQuery';
import useUrlFilters from '@/hooks/useUrlFilters';
import { getListMarks } from '@/services/lists';
import { getOrderStatistic, getOrderTabCounts, markOrderRead, orderExportUrl, queryOrders, queryUnreadOrderNos } from '@/services/order';
import { getRiskWarningsOf } from '@/services/risk';
import type { ListMark, Order, OrderQuery, OrderSide, OrderTab, RiskWarning } from '@/types';
import { proTableRequest } from '@/utils/proTable';
import { reportError } from '@/utils/reportError';
import { toast } from '@/utils/toast';
import { AccountBookOutlined, HistoryOutlined } from '@ant-design/icons';
import { type ActionType, ProTable } from '@ant-design/pro-components';
import { getLocale, history, Link, useLocation, useParams } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Button, Empty, Segmented, Space } from 'antd';
import { useCallback, useMemo, useRef, useState } from 'react';
import { OrderActionsProvider } from './OrderActions';
import { formToUrl, orderColumns, urlToForm, urlToQuery } from './orderColumns';
import { createKeyedStore } from './rowStore';
import OrderTabs from './OrderTabs';
import cells from './rowCells.less';
import StatStrip from './StatStrip';
import useText, { useEnglish } from '@/hooks/useText';
import SavedViews from '@/components/views/SavedViews';
import useSavedViews, { withoutView, withSort } from '@/components/views/useSavedViews';
import useOrderDesk from './useOrderDesk';
import OrderActivity from './OrderActivity';
import SettlementsDrawer from './SettlementsDrawer';
import useProgressiveRows from '@/components/table/progressiveRows';
import useFirstRows from '@/components/table/useFirstRows';
import { tradeApi } from '@/domain/trade/endpoints';

const ALL_CATEGORIES = 'all';

/**
 * The operator's main table of one side (/order/purchased, /order/sold): status tabs with counts,
 * list categories, statistics, filters kept in the URL, countdowns, unread badges, row actions,
 * Excel export of the current filter and mark-read.
 */
export default function OrderListPage({ side }: { side: OrderSide }) {
  const t = useText();
  const english = useEnglish();
  const tableLoading = useTableLoading();
  // a wide screen shows the whole table: no sideways scroll, so no pinned columns (sticky cells and
  // their shadows cost a measuring pass per render); narrower screens scroll it with pinned ends
  const narrow = !useMediaQuery('(min-width: 1400px)');
  const to = usePrefixedPath();
  const { search } = useLocation();
  const { type } = useParams<{ type?: string }>();
  const tab: OrderTab = parseOrderTab(type) ?? DEFAULT_ORDER_TAB;
  const [urlFilters, setFilters] = useUrlFilters();
  // the view id rides along in the URL; the table's filters are the rest
  const filters = useMemo(() => withoutView(urlFilters), [urlFilters]);
  const views = useSavedViews(side === 'purchase' ? 'ORDER_PURCHASED' : 'ORDER_SOLD', 'small');
  const category = parseOrderCategory(filters.category);
  const actionRef = useRef<ActionType>();
  const [selected, setSelected] = useState<Order[]>([]);
  const [marks] = useState(() => createKeyedStore<ListMark>());
  const [risks] = useState(() => createKeyedStore<RiskWarning>());
  const [marking, setMarking] = useState(false);
  const [settlementsOpen, setSettlementsOpen] = useState(false);
  // bumped on every reload: the order summary and the unread numbers follow the list
  const [reloads, setReloads] = useState(0);
  const kind = side === 'purchase' ? 'suppliers' : 'resellers';
  const access = useAccess();
  // a sub-account sees a side only with its permission (ORDER_PURCHASED / ORDER_SOLD)
  const refused = access.isSub && !access.subAuthorities.includes(SIDE_AUTHORITY[side]);

  const query: OrderQuery = useMemo(() => ({ ...urlToQuery(filters), tab }), [filters, tab]);
  const { current: pageFromUrl, pageSize: sizeFromUrl } = filters;
  const current = Number(pageFromUrl) || 1;
  const pageSize = Number(sizeFromUrl) || 20;
  const { tab: _tab, sort: _sort, ...countQuery } = query;

  // white/black marks decorate the rows: the pipeline showed a failure, and the list works without them
  useRequest(() => getListMarks(kind).then(marks.reset, (e: unknown) => reportError(e)), { refreshDeps: [kind], ready: !refused });
  const stats = useRequest(() => getOrderStatistic(side), { refreshDeps: [side], ready: !refused });
  const counts = useRequest(() => getOrderTabCounts(side, countQuery), { refreshDeps: [side, search], ready: !refused });
  // every order of the side with unread messages, over all pages (read/all/order/unread/list)
  const unreadNos = useRequest(() => queryUnreadOrderNos(side), { refreshDeps: [side, reloads], ready: !refused });

  const { refresh: refreshStats } = stats;
  const { refresh: refreshCounts } = counts;
  const reload = useCallback(() => {
    actionRef.current?.reload();
    refreshStats();
    refreshCounts();
    setReloads((n) => n + 1);
  }, [refreshStats, refreshCounts]);

  // several rows reaching a deadline in the same second reload the list once
  const expireTimer = useRef<ReturnType<typeof setTimeout>>();
  const reloadSoon = useCallback(() => {
    clearTimeout(expireTimer.current);
    expireTimer.current = setTimeout(reload, 800);
  }, [reload]);
  const columns = useMemo(
    () =>
      orderColumns({
        side,
        t,
        english,
        to,
        marks,
        risks,
        reload,
        onExpire: reloadSoon,
        pinned: narrow,
      }),
    [side, t, english, to, marks, risks, reload, reloadSoon, narrow],
  );

  // the header shows the URL's (a view's) sort when the table mounts
  const sortedColumns = useMemo(() => withSort(columns, filters.sort), [columns, filters.sort]);

  const fetcher = useCallback(
    async (q: OrderQuery) => {
      const page = await queryOrders(side, q);
      const ids = [...new Set(page.records.map((o) => o.counterparty.id))].filter((id) => !risks.has(id));
      // risk badges decorate the rows: the pipeline showed a failure, and the page shows without them
      if (ids.length) getRiskWarningsOf(kind, ids).then(risks.merge, (e: unknown) => reportError(e));
      return page;
    },
    [side, kind, risks],
  );

  const go = useCallback(
    (nextTab: OrderTab) => history.push(`${to(`${SIDE_LIST_PATH[side]}/${tabPathSegment(nextTab)}`).replace(/\/$/, '')}${search}`),
    [to, side, search],
  );
  const setCategory = (value: string) =>
    setFilters({
      ...filters,
      category: value === ALL_CATEGORIES ? undefined : value,
      current: undefined,
    });

  const markRead = async () => {
    if (marking) return;
    setMarking(true);
    try {
      await Promise.all(selected.map((o) => markOrderRead(o.orderNo, side)));
      toast.success(t('trade.list.markRead.done', { count: selected.length }));
      setSelected([]);
      reload();
    } catch (e) {
      // markOrderRead is a silent call (the detail page marks in the background): say it here
      reportError(e, { silentCall: true });
    } finally {
      setMarking(false);
    }
  };

  /** Marks every order with unread messages read, not only the selected or shown ones. */
  const markAllRead = async () => {
    const nos = unreadNos.data ?? [];
    if (marking || nos.length === 0) return;
    setMarking(true);
    try {
      await Promise.all(nos.map((no) => markOrderRead(no, side)));
      toast.success(t('trade.list.markRead.done', { count: nos.length }));
      reload();
    } catch (e) {
      // markOrderRead is a silent call: say it here
      reportError(e, { silentCall: true });
      reload();
    } finally {
      setMarking(false);
    }
  };

  const markOne = async (orderNo: string) => {
    try {
      await markOrderRead(orderNo, side);
      toast.success(t('views.desk.markedRead', { orderNo }));
      reload();
    } catch (e) {
      // markOrderRead is a silent call: say it here
      reportError(e, { silentCall: true });
    }
  };
  const desk = useOrderDesk({ onMarkRead: (no) => void markOne(no) });
  const rows = useProgressiveRows(desk.onRow);
  const first = useFirstRows(
    side === 'purchase' ? tradeApi.queryPurchasedOrders : tradeApi.querySoldOrders,
    { current, size: pageSize },
    views.ready && !refused,
  );

  if (refused) return <GuardNotice kind="subUser" />;
  return (
    <OrderActionsProvider>
      <Space direction="vertical" size={8} style={{ width: '100%' }}>
        <StatStrip data={stats.data} loading={stats.loading} />
        <OrderActivity side={side} refreshKey={reloads} />
        <OrderTabs tab={tab} counts={counts.data} onChange={go} />
        <div style={{ position: 'relative' }} {...desk.wrapperProps}>
          <TableLoadingBar loading={tableLoading.loading || !views.ready} />
          <ProTable<Order, Record<string, unknown>>
            key={`${english ? 'en' : 'zh'}-${views.tableKey}`}
            {...tableLoading.tableProps}
            {...views.tableProps}
            components={rows.components}
            onRow={rows.onRow}
            defaultData={first.defaultData}
            onLoad={() => {
              tableLoading.tableProps.onLoad();
              first.onLoad();
              desk.onLoad();
            }}
            actionRef={actionRef}
            rowKey="orderNo"
            columns={sortedColumns}
            params={{ tab, category, sort: filters.sort }}
            request={proTableRequest(fetcher, (p) => urlToQuery(formToUrl(p)))}
            form={{ initialValues: urlToForm(filters), syncToUrl: false }}
            search={{ labelWidth: 'auto', defaultCollapsed: true, span: 6 }}
            onSubmit={(values) =>
              setFilters({
                ...formToUrl(values),
                category: filters.category,
                sort: filters.sort,
              })
            }
            onReset={() => setFilters({ category: filters.category })}
            pagination={{
              defaultCurrent: current,
              defaultPageSize: pageSize,
              ...first.pagination,
              showSizeChanger: true,
              pageSizeOptions: [20, 50, 100, 200, 500],
              // mirrored to the URL so a refresh or a shared link opens the same page
              onChange: (c, s) =>
                setFilters({
                  ...urlFilters,
                  current: c === 1 ? undefined : c,
                  pageSize: s === 20 ? undefined : s,
                }),
            }}
            onChange={(_p, _f, sorter) => {
              const s = Array.isArray(sorter) ? sorter[0] : sorter;
              const field = s?.field === 'orderNo' ? 'orderAt' : String(s?.field ?? ''); // order numbers follow the order date
              const sort = s?.order && field ? `${field},${s.order === 'ascend' ? 'asc' : 'desc'}` : undefined;
              if (sort !== filters.sort) setFilters({ ...filters, sort });
            }}
            rowSelection={{
              selectedRowKeys: selected.map((o) => o.orderNo),
              // the table reports an empty selection when its rows arrive: keep the same empty list
              onChange: (_k, rows) => setSelected((prev) => (prev.length === 0 && rows.length === 0 ? prev : rows)),
              // a native checkbox per row (the header keeps antd's select-all): 500 antd Checkboxes
              // are a good part of a long page's render
              renderCell: (checked, o) => (
                <input
                  type="checkbox"
                  className={cells.check}
                  checked={checked}
                  aria-label={t('trade.list.selectRow', { orderNo: o.orderNo })}
                  data-testid="row-select"
                  onChange={(e) =>
                    setSelected((prev) =>
                      e.target.checked ? [...prev.filter((x) => x.orderNo !== o.orderNo), o] : prev.filter((x) => x.orderNo !== o.orderNo),
                    )
                  }
                />
              ),
            }}
            tableAlertRender={({ selectedRowKeys }) => t('trade.list.selected', { count: selectedRowKeys.length })}
            tableAlertOptionRender={() => (
              <Button size="small" type="link" loading={marking} onClick={markRead} data-testid="mark-read">
                {t('trade.list.markRead')}
              </Button>
            )}
            scroll={narrow ? { x: 1150 } : undefined}
            locale={{ emptyText: <Empty description={t('trade.list.empty')} /> }}
            headerTitle={
              <Segmented
                size="small"
                value={category ?? ALL_CATEGORIES}
                onChange={(v) => setCategory(String(v))}
                options={[ALL_CATEGORIES, ...ORDER_CATEGORIES].map((c) => ({
                  value: c,
                  label: <span data-testid={`order-category-${c}`}>{t(`trade.category.${c}`)}</span>,
                }))}
              />
            }
            toolBarRender={() => [
              <span key="hint">{desk.hint}</span>,
              unreadNos.data && unreadNos.data.length > 0 ? (
                <Button key="read-all" loading={marking} onClick={markAllRead} data-testid="mark-all-read">
                  {t('trade.list.markAllRead', { count: unreadNos.data.length })}
                </Button>
              ) : null,
              side === 'sales' ? (
                <Button
                  key="settlements"
                  icon={<AccountBookOutlined />}
                  onClick={() => setSettlementsOpen(true)}
                  data-testid="open-settlements"
                >
                  {t('trade.settlement.title')}
                </Button>
              ) : null,
              <SavedViews key="views" state={views} />,
              <ExportButton
                key="export"
                url={orderExportUrl}
                params={{ ...query, side, lang: getLocale() }}
                fallbackName={`${t(`trade.export.file.${side}`)}.xlsx`}
              />,
              <Link key="history" to={to(`${SIDE_LIST_PATH[side]}/history`)}>
                <Button icon={<HistoryOutlined />}>{t('trade.list.history')}</Button>
              </Link>,
            ]}
            options={{ density: true, setting: true, reload: () => reload() }}
          />
          {desk.overlay}
        </div>
        {side === 'sales' ? <SettlementsDrawer open={settlementsOpen} onClose={() => setSettlementsOpen(false)} /> : null}
      </Space>
    </OrderActionsProvider>
  );
}
