import useUrlFilters from '@/hooks/useUrlFilters';
import usePrefixedPath from '@/hooks/usePrefixedPath';
import { changeDemandBatchPublic, queryMyDemands, removeDemands } from '@/services/demand';
import type { DemandQuery, DemandView, PublicStatus } from '@/types';
import { proTableRequest, type ProTableParams } from '@/utils/proTable';
import { HistoryOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { type ActionType, ProTable } from '@ant-design/pro-components';
import { history, useDispatch, useIntl } from '@umijs/max';
import { Button, Modal, Space } from 'antd';
import { moneyText } from '@/components/MoneyText';
import Big from 'big.js';
import { toast } from '@/utils/toast';
import { useMemo, useRef, useState } from 'react';
import BatchSettingModal from './components/BatchSettingModal';
import { reportBatch } from './components/batchResult';
import DemandActions from './components/DemandActions';
import { demandColumns } from './components/demandColumns';
import { type Sort, toDemandQuery } from './components/demandQuery';
import DemandStats, { type DemandStatsHandle } from './components/DemandStats';
import ImportModal from './components/import/ImportModal';
import QuickModifyModal from './components/QuickModifyModal';
import DemandOrdersDrawer from './components/DemandOrdersDrawer';
import { useGames } from '@/hooks/useCatalog';
import useText from '@/hooks/useText';
import SavedViews from '@/components/views/SavedViews';
import useSavedViews, { withSort } from '@/components/views/useSavedViews';
import useFirstRows from '@/components/table/useFirstRows';
import { resellerApi } from '@/domain/reseller/endpoints';
import { namedRowCheckbox } from '@/utils/rowCheckbox';
import useFocusReturn from '@/hooks/useFocusReturn';
import { demandListLoader } from '@/services/routeLoaders';

/** Demand management: statistics, the demand table with row and batch actions, Excel import. */
/** umi starts the first page of demands as navigation starts. */
export const clientLoader = demandListLoader;

export default function DemandManagement() {
  const intl = useIntl();
  const to = usePrefixedPath();
  const t = useText();
  const dispatch = useDispatch();
  const [, setFilters] = useUrlFilters();
  const views = useSavedViews('DEMAND', 'small');
  const { filters } = views;
  const first = useFirstRows(resellerApi.queryMyDemands, { current: 1, size: 20 }, views.ready);
  const { games } = useGames();
  const actionRef = useRef<ActionType>();
  const statsRef = useRef<DemandStatsHandle>(null);
  const [selected, setSelected] = useState<string[]>([]);
  const [quick, setQuick] = useState<DemandView>();
  const [ordersOf, setOrdersOf] = useState<DemandView>();
  const [batchOpen, setBatchOpen] = useState(false);
  const [importOpen, setImportOpen] = useState(false);

  const focusReturn = useFocusReturn();
  const openQuick = (d: DemandView) => {
    focusReturn.remember();
    setQuick(d);
  };
  const closeQuick = () => {
    setQuick(undefined);
    focusReturn.restore();
  };
  const refresh = () => {
    actionRef.current?.reload();
    statsRef.current?.reload();
  };
  const columns = useMemo(
    () =>
      demandColumns({
        intl,
        games,
        actions: {
          title: t('reseller.demand.actions'),
          valueType: 'option',
          fixed: 'right',
          width: 190,
          render: (_, d) => <DemandActions demand={d} onQuickModify={openQuick} onChanged={refresh} onOrders={setOrdersOf} />,
        },
      }),
    [intl.locale, games], // eslint-disable-line react-hooks/exhaustive-deps -- rebuilt when the language changes (intl is a new object on every render)
  );
  const fetcher = useMemo(() => proTableRequest<DemandView, DemandQuery>(queryMyDemands), []);
  const initialValues = useMemo(() => {
    const { createdFrom, createdTo, ...rest } = filters;
    return { ...rest, ...(createdFrom && createdTo ? { createdRange: [createdFrom, createdTo] } : {}) };
  }, [views.tableKey]); // eslint-disable-line react-hooks/exhaustive-deps -- read at mount and when a view applies: the form keeps its own values afterwards

  const setPublic = async (publicStatus: PublicStatus) => {
    reportBatch(intl, await changeDemandBatchPublic({ ids: selected, publicStatus }));
    refresh();
  };
  const removeSelected = () =>
    Modal.confirm({
      title: t('reseller.list.batchDelete.confirm', { count: selected.length }),
      content: t('reseller.list.delete.detail'),
      okButtonProps: { danger: true, id: 'batch-delete-ok' },
      okText: t('reseller.list.delete'),
      onOk: async () => {
        const r = await removeDemands(selected);
        toast.success(
          new Big(r.refunded).gt(0)
            ? t('reseller.list.batchDelete.doneRefunded', { count: r.deleted.length, amount: moneyText(r.refunded) })
            : t('reseller.list.batchDelete.done', { count: r.deleted.length }),
        );
        setSelected([]);
        dispatch({ type: 'fund/fetch' });
        refresh();
      },
    });
  const onCategory = (categoryId?: string) => {
    setFilters({ ...filters, categoryId });
    actionRef.current?.reloadAndRest?.();
  };

  return (
    <>
      <DemandStats ref={statsRef} categoryId={filters.categoryId} onCategory={onCategory} />
      <ProTable<DemandView>
        key={views.tableKey}
        {...views.tableProps}
        onChange={views.onTableChange}
        rowKey="id"
        actionRef={actionRef}
        columns={withSort(columns, filters.sort)}
        defaultData={first.defaultData}
        onLoad={first.onLoad}
        params={{ categoryId: filters.categoryId }}
        request={(params: ProTableParams, sort: Sort) =>
          fetcher({ ...params, ...toDemandQuery(params, sort), categoryId: filters.categoryId } as ProTableParams)
        }
        form={{ initialValues, syncToUrl: false }}
        onSubmit={(v) => {
          const range = Array.isArray(v.createdRange) ? (v.createdRange as string[]) : [];
          setFilters({
            ...v,
            createdRange: undefined,
            createdFrom: range[0],
            createdTo: range[1],
            categoryId: filters.categoryId,
            sort: filters.sort,
          });
        }}
        onReset={() => setFilters({})}
        search={{ labelWidth: 'auto', defaultCollapsed: false, span: 6 }}
        pagination={{ defaultPageSize: 20, ...first.pagination, showSizeChanger: true, pageSizeOptions: [20, 50, 100] }}
        scroll={{ x: 1700 }}
        rowSelection={{
          selectedRowKeys: selected,
          // the table reports an empty selection when its rows arrive: keep the same empty list
          onChange: (keys) => setSelected((prev) => (prev.length === 0 && keys.length === 0 ? prev : keys.map(String))),
          preserveSelectedRowKeys: true,
          // a row's checkbox has no visible label: it says which row it selects
          getCheckboxProps: (r) => namedRowCheckbox(t('reseller.demand.selectRow', { id: r.id })),
        }}
        tableAlertRender={({ selectedRowKeys, onCleanSelected }) => (
          <Space>
            {t('reseller.list.selected', { count: selectedRowKeys.length })}
            <a onClick={onCleanSelected}>{t('reseller.list.clear')}</a>
          </Space>
        )}
        tableAlertOptionRender={() => (
          <Space>
            <Button size="small" onClick={() => setBatchOpen(true)}>
              {t('reseller.list.batchSetting')}
            </Button>
            <Button size="small" onClick={() => setPublic('PUBLIC')}>
              {t('reseller.list.makePublic')}
            </Button>
            <Button size="small" onClick={() => setPublic('PRIVATE')}>
              {t('reseller.list.makePrivate')}
            </Button>
            <Button size="small" danger onClick={removeSelected} data-testid="batch-delete-demands">
              {t('reseller.list.batchDelete')}
            </Button>
          </Space>
        )}
        toolBarRender={() => [
          <SavedViews key="views" state={views} />,
          <Button key="new" type="primary" icon={<PlusOutlined />} onClick={() => history.push(to('/demand/new'))}>
            {t('reseller.list.publish')}
          </Button>,
          <Button key="import" icon={<UploadOutlined />} onClick={() => setImportOpen(true)} data-testid="open-import">
            {t('reseller.list.import')}
          </Button>,
          <Button key="history" icon={<HistoryOutlined />} onClick={() => history.push(to('/demand/history'))}>
            {t('reseller.list.history')}
          </Button>,
        ]}
        locale={{ emptyText: t(Object.keys(filters).length ? 'reseller.list.empty' : 'reseller.list.emptyAll') }}
        data-testid="demand-table"
      />
      <QuickModifyModal demand={quick} onClose={closeQuick} onDone={() => (closeQuick(), refresh())} />
      <BatchSettingModal
        ids={selected}
        open={batchOpen}
        onClose={() => setBatchOpen(false)}
        onDone={() => (setBatchOpen(false), refresh())}
      />
      <ImportModal open={importOpen} onClose={() => setImportOpen(false)} onSaved={refresh} />
      <DemandOrdersDrawer demand={ordersOf} onClose={() => setOrdersOf(undefined)} />
    </>
  );
}
