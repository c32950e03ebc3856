import ExportButton from '@/components/ExportButton';
import usePrefixedPath from '@/hooks/usePrefixedPath';
import useUrlFilters from '@/hooks/useUrlFilters';
import {
  cancelStockRecord,
  updateStockRemark,
  queryArchivedStockRecords,
  queryStockRecords,
  STOCK_EXPORT_URL,
  STOCK_HISTORY_EXPORT_URL,
} from '@/services/stock';
import { listServersOfGames } from '@/services/market';
import type { GameServer, StockRecord, StockRecordQuery } from '@/types';
import { formatQuantity } from '@/utils/format';
import { reportError } from '@/utils/reportError';
import { toast } from '@/utils/toast';
import { HistoryOutlined, PlusOutlined, RollbackOutlined } from '@ant-design/icons';
import { type ActionType, ProTable } from '@ant-design/pro-components';
import { history, useIntl } from '@umijs/max';
import { Alert, Button, Modal, Typography } from 'antd';
import { useMemo, useRef, useState } from 'react';
import SavedViews from '@/components/views/SavedViews';
import useSavedViews from '@/components/views/useSavedViews';
import useFirstRows from '@/components/table/useFirstRows';
import { supplierApi } from '@/domain/supplier/endpoints';
import { useGames } from '@/hooks/useCatalog';
import AddRecordModal from './AddRecordModal';
import { stockColumns, stockFormToUrl, stockUrlToForm, toStockQuery } from './stockColumns';
import StockStats from './StockStats';
import useText from '@/hooks/useText';
import { STOCK_RECORD_LIMITS } from '@/domain/supplier/rules';

const ARCHIVE_DAYS = STOCK_RECORD_LIMITS.archiveAfterDays;

// servers per game, loaded once per session: the games of a page not yet known are asked for in
// one call (not one call per game), and every page of the ledger shares the answers
const serverCache = new Map<string, Promise<GameServer[]>>();
function serversOfGames(gameIds: string[]): Promise<GameServer[]> {
  const missing = gameIds.filter((id) => !serverCache.has(id));
  if (missing.length) {
    const batch = listServersOfGames(missing);
    for (const id of missing) {
      const mine = batch.then((all) => all.filter((sv) => sv.gameId === id));
      serverCache.set(id, mine);
      // a failed lookup is asked again on the next page
      mine.catch(() => serverCache.delete(id));
    }
  }
  return Promise.all(gameIds.map((id) => serverCache.get(id)!)).then((lists) => lists.flat());
}

/** The stock ledger (live) or its archive (read-only): filters in the URL, statistics, export. */
export default function StockLedger({ archived }: { archived: boolean }) {
  const intl = useIntl();
  const t = useText();
  const to = usePrefixedPath();
  const { games } = useGames();
  const [, setFilters] = useUrlFilters();
  // the archive reads the same filters but keeps no views of its own
  const views = useSavedViews('STOCK_RECORD', 'small', !archived);
  const { filters } = views;
  const first = useFirstRows(archived ? undefined : supplierApi.queryStockRecords, { current: 1, size: 20 }, views.ready);
  const actionRef = useRef<ActionType>();
  const [adding, setAdding] = useState(false);
  const [version, setVersion] = useState(0);
  const [query, setQuery] = useState<StockRecordQuery>({});
  const [servers, setServers] = useState<Map<string, GameServer>>(() => new Map());
  /** Fills in the server names of a page's records; a failed lookup leaves the id showing. */
  const loadServers = (records: StockRecord[]) => {
    const gameIds = [...new Set(records.map((r) => r.gameId))];
    if (!gameIds.length) return;
    // the pipeline showed a failed lookup (reportError adds anything else); the id stays in place of the name
    const lookup = serversOfGames(gameIds).catch((e: unknown) => {
      reportError(e);
      return [] as GameServer[];
    });
    lookup.then((list) =>
      setServers((prev) => {
        const missing = list.filter((sv) => !prev.has(sv.id));
        // same map when nothing is new, so the columns are not rebuilt
        return missing.length ? new Map([...prev, ...missing.map((sv) => [sv.id, sv] as const)]) : prev;
      }),
    );
  };
  const refresh = () => {
    actionRef.current?.reload();
    setVersion((v) => v + 1);
  };
  const cancel = (r: StockRecord) =>
    Modal.confirm({
      title: t('supplier.stock.cancel.confirm', {
        type: t(`supplier.stock.type.${r.type}`),
        sign: r.delta > 0 ? '-' : '+',
        quantity: formatQuantity(r.quantity),
      }),
      okText: t('supplier.common.confirm'),
      cancelText: t('supplier.common.cancel'),
      onOk: async () => {
        const rev = await cancelStockRecord(r.id);
        toast.success(t('supplier.stock.cancel.done', { balance: formatQuantity(rev.balanceAfter) }));
        refresh();
      },
    });
  const saveRemark = async (r: StockRecord, remark: string) => {
    try {
      await updateStockRemark({ id: r.id, remark });
      toast.success(t('supplier.stock.remark.saved'));
      actionRef.current?.reload();
    } catch (e) {
      // the cell keeps the saved remark; the failure is shown
      reportError(e);
    }
  };
  const columns = useMemo(
    () =>
      stockColumns({
        intl,
        games,
        servers,
        to,
        onRemark: archived ? undefined : saveRemark,
        actions: archived
          ? undefined
          : {
              title: t('supplier.common.actions'),
              valueType: 'option',
              fixed: 'right',
              width: 70,
              render: (_, r) =>
                r.source === 'MANUAL' && r.type !== 'CANCEL' && !r.canceled ? (
                  <Typography.Link onClick={() => cancel(r)} data-testid={`cancel-record-${r.id}`}>
                    {t('supplier.stock.cancel')}
                  </Typography.Link>
                ) : null,
            },
      }),
    [intl.locale, games, servers, archived], // eslint-disable-line react-hooks/exhaustive-deps -- rebuilt when the language changes (intl is a new object on every render)
  );
  const initialValues = useMemo(() => stockUrlToForm(filters), [views.tableKey]); // eslint-disable-line react-hooks/exhaustive-deps -- read at mount and when a view applies: the form keeps its own values afterwards
  const fetch = archived ? queryArchivedStockRecords : queryStockRecords;

  return (
    <>
      {archived ? (
        <Alert type="info" showIcon message={t('supplier.stock.history.hint', { days: ARCHIVE_DAYS })} style={{ marginBottom: 12 }} />
      ) : (
        <StockStats query={query} version={version} />
      )}
      <ProTable<StockRecord>
        key={views.tableKey}
        {...views.tableProps}
        rowKey="id"
        actionRef={actionRef}
        columns={columns}
        defaultData={first.defaultData}
        onLoad={first.onLoad}
        request={async (params) => {
          const q = toStockQuery(params) as StockRecordQuery;
          const { current: _c, size: _s, ...filter } = q;
          setQuery(filter);
          const page = await fetch(q);
          loadServers(page.records);
          return { data: page.records, total: page.total, success: true };
        }}
        form={{ initialValues, syncToUrl: false }}
        onSubmit={(v) => setFilters(stockFormToUrl(v))}
        onReset={() => setFilters({})}
        search={{ labelWidth: 'auto', defaultCollapsed: false, span: 6 }}
        pagination={{ defaultPageSize: 20, ...first.pagination, showSizeChanger: true, pageSizeOptions: [20, 50, 100] }}
        scroll={{ x: 1400 }}
        toolBarRender={() => [
          archived ? null : <SavedViews key="views" state={views} />,
          archived ? null : (
            <Button key="add" type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)} data-testid="add-stock-record">
              {t('supplier.stock.add')}
            </Button>
          ),
          <ExportButton
            key="export"
            url={archived ? STOCK_HISTORY_EXPORT_URL : STOCK_EXPORT_URL}
            method="POST"
            data={query}
            fallbackName={`${t(archived ? 'supplier.stock.history.fileName' : 'supplier.stock.fileName')}.xlsx`}
          />,
          <Button
            key="switch"
            icon={archived ? <RollbackOutlined /> : <HistoryOutlined />}
            onClick={() => history.push(to(archived ? '/commodity/stock-record' : '/commodity/stock-record/history'))}
          >
            {t(archived ? 'supplier.stock.live.link' : 'supplier.stock.history.link')}
          </Button>,
        ]}
        locale={{ emptyText: t('supplier.stock.empty') }}
        data-testid="stock-table"
      />
      {archived ? null : (
        <AddRecordModal
          open={adding}
          commodityId={filters.commodityId}
          onClose={() => setAdding(false)}
          onDone={() => (setAdding(false), refresh())}
        />
      )}
    </>
  );
}
