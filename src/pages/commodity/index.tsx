import { useAccess } from '@/hooks/useCurrentUser';
import usePrefixedPath from '@/hooks/usePrefixedPath';
import useUrlFilters from '@/hooks/useUrlFilters';
import { changeBatchSaleStatus, queryMyCommodities, removeCommodities } from '@/services/commodity';
import type { CommodityQuery, CommodityStatus, SupplierCommodity } from '@/types';
import { proTableRequest, type ProTableParams } from '@/utils/proTable';
import { toast } from '@/utils/toast';
import {
  AlertOutlined,
  DownOutlined,
  PlusOutlined,
  SyncOutlined,
  ThunderboltOutlined,
  RobotOutlined,
  LineChartOutlined,
  PercentageOutlined,
} from '@ant-design/icons';
import { type ActionType, ProTable } from '@ant-design/pro-components';
import { history, useIntl } from '@umijs/max';
import { Button, Dropdown, Modal, Space, Tooltip } from 'antd';
import { useMemo, useRef, useState } from 'react';
import AutoUpdateDrawer from './components/AutoUpdateDrawer';
import BatchSettingModal from './components/BatchSettingModal';
import { reportBatch } from './components/batchReport';
import CommodityActions from './components/CommodityActions';
import { commodityColumns } from './components/commodityColumns';
import CommodityStats, { type CommodityStatsHandle } from './components/CommodityStats';
import QuickPublishModal from './components/QuickPublishModal';
import SyncSaleModal from './components/SyncSaleModal';
import StockHistoryDrawer from './components/StockHistoryDrawer';
import BatchStockModal from './components/BatchStockModal';
import BulkPriceModal from './components/pricing/BulkPriceModal';
import RepricingDrawer from './components/pricing/RepricingDrawer';
import { useGames } from '@/hooks/useCatalog';
import useText from '@/hooks/useText';
import SavedViews from '@/components/views/SavedViews';
import useSavedViews from '@/components/views/useSavedViews';
import useFirstRows from '@/components/table/useFirstRows';
import { supplierApi } from '@/domain/supplier/endpoints';
import { namedRowCheckbox } from '@/utils/rowCheckbox';
import { commodityListLoader } from '@/services/routeLoaders';

const FILTER_KEYS = ['keyword', 'gameId', 'status', 'stockState', 'tradeMethod', 'sort', 'categoryId', 'attention'];

/** umi starts the first page of commodities as navigation starts. */
export const clientLoader = commodityListLoader;

/** My commodities: statistics, the table with inline quick modify, row and batch actions. */
export default function MyCommodities() {
  const intl = useIntl();
  const t = useText();
  const to = usePrefixedPath();
  const access = useAccess();
  const [, setFilters] = useUrlFilters();
  const views = useSavedViews('COMMODITY', 'small');
  const { filters } = views;
  const first = useFirstRows(supplierApi.queryMyCommodities, { current: 1, size: 20 }, views.ready);
  const { games } = useGames();
  const actionRef = useRef<ActionType>();
  const statsRef = useRef<CommodityStatsHandle>(null);
  const [selected, setSelected] = useState<string[]>([]);
  // the selected rows themselves, for the batch stock records (titles and stock now)
  const [selectedRows, setSelectedRows] = useState<SupplierCommodity[]>([]);
  const [stockOf, setStockOf] = useState<SupplierCommodity>();
  const [modal, setModal] = useState<'batch' | 'sync' | 'quick' | 'auto' | 'repricing' | 'bulkPrice' | 'stock'>();
  const canSeeStock = access.isMain || access.subAuthorities.includes('STOCK_RECORD');

  const refresh = () => {
    actionRef.current?.reload();
    statsRef.current?.reload();
  };
  const columns = useMemo(
    () =>
      commodityColumns({
        intl,
        games,
        canEdit: true,
        onSaved: refresh,
        actions: {
          title: t('supplier.common.actions'),
          valueType: 'option',
          fixed: 'right',
          width: 150,
          render: (_, row) => <CommodityActions row={row} canSeeStock={canSeeStock} onChanged={refresh} onStockHistory={setStockOf} />,
        },
      }),
    [intl.locale, games, canSeeStock], // eslint-disable-line react-hooks/exhaustive-deps -- rebuilt when the language changes (intl is a new object on every render)
  );
  const fetcher = useMemo(() => proTableRequest<SupplierCommodity, CommodityQuery>(queryMyCommodities), []);
  const initialValues = useMemo(() => filters, [views.tableKey]); // eslint-disable-line react-hooks/exhaustive-deps -- read at mount and when a view applies: the form keeps its own values afterwards

  const setSale = (status: CommodityStatus) =>
    Modal.confirm({
      title: t(status === 'OFF_SALE' ? 'supplier.commodity.confirm.offSale' : 'supplier.commodity.confirm.onSale', {
        count: selected.length,
      }),
      okText: t('supplier.common.confirm'),
      cancelText: t('supplier.common.cancel'),
      onOk: async () => {
        reportBatch(intl, await changeBatchSaleStatus({ ids: selected, status }));
        refresh();
      },
    });
  const remove = () =>
    Modal.confirm({
      title: t('supplier.commodity.confirm.delete', { count: selected.length }),
      okButtonProps: { danger: true },
      okText: t('supplier.common.delete'),
      cancelText: t('supplier.common.cancel'),
      onOk: async () => {
        const r = await removeCommodities(selected);
        toast.success(t('supplier.commodity.deleted', { count: r.deleted }));
        setSelected([]);
        refresh();
      },
    });
  const onCategory = (categoryId?: string) => {
    setFilters({ ...filters, categoryId });
    actionRef.current?.reloadAndRest?.();
  };
  const hasFilter = FILTER_KEYS.some((k) => filters[k] && k !== 'sort');
  const attention = filters.attention === '1';
  const toggleAttention = () => {
    setFilters({ ...filters, attention: attention ? undefined : '1' });
    actionRef.current?.reloadAndRest?.();
  };

  return (
    <>
      <CommodityStats ref={statsRef} categoryId={filters.categoryId} onCategory={onCategory} />
      <ProTable<SupplierCommodity>
        key={views.tableKey}
        {...views.tableProps}
        rowKey="id"
        actionRef={actionRef}
        columns={columns}
        defaultData={first.defaultData}
        onLoad={first.onLoad}
        params={{ categoryId: filters.categoryId, attention }}
        request={(params: ProTableParams) => fetcher({ ...params, categoryId: filters.categoryId, attention: attention || undefined })}
        form={{ initialValues, syncToUrl: false }}
        onSubmit={(v) => setFilters({ ...v, categoryId: filters.categoryId, attention: filters.attention })}
        onReset={() => setFilters({})}
        search={{ labelWidth: 'auto', defaultCollapsed: false, span: 6 }}
        pagination={{ defaultPageSize: 20, ...first.pagination, showSizeChanger: true, pageSizeOptions: [20, 50, 100] }}
        scroll={{ x: 1750 }}
        rowSelection={{
          selectedRowKeys: selected,
          onChange: (keys, rows) => {
            // the table reports an empty selection when its rows arrive: nothing changes then
            if (keys.length === 0 && selected.length === 0) return;
            setSelected(keys.map(String));
            // rows kept from other pages may come back undefined: keep what was known of them
            setSelectedRows((prev) =>
              keys.map((k) => rows.find((r) => r?.id === k) ?? prev.find((r) => r.id === k)).filter((r): r is SupplierCommodity => !!r),
            );
          },
          preserveSelectedRowKeys: true,
          // a row's checkbox has no visible label: it says which row it selects
          getCheckboxProps: (r) => namedRowCheckbox(t('supplier.commodity.selectRow', { id: r.id })),
        }}
        tableAlertRender={({ selectedRowKeys, onCleanSelected }) => (
          <Space>
            {t('supplier.common.selected', { count: selectedRowKeys.length })}
            <a onClick={onCleanSelected}>{t('supplier.common.clearSelection')}</a>
          </Space>
        )}
        tableAlertOptionRender={() => (
          <Space>
            <Button size="small" onClick={() => setSale('ON_SALE')} data-testid="batch-on-sale">
              {t('supplier.commodity.action.batchOnSale')}
            </Button>
            <Button size="small" onClick={() => setSale('OFF_SALE')} data-testid="batch-off-sale">
              {t('supplier.commodity.action.batchOffSale')}
            </Button>
            <Button size="small" onClick={() => setModal('batch')}>
              {t('supplier.commodity.action.batchSetting')}
            </Button>
            <Button size="small" onClick={() => setModal('bulkPrice')} data-testid="batch-price">
              {t('pricing.action.bulk')}
            </Button>
            <Button size="small" onClick={() => setModal('auto')}>
              {t('supplier.commodity.action.autoUpdate')}
            </Button>
            {canSeeStock ? (
              <Button size="small" onClick={() => setModal('stock')} data-testid="batch-stock">
                {t('supplier.stock.batch.action')}
              </Button>
            ) : null}
            <Button size="small" danger onClick={remove}>
              {t('supplier.commodity.action.batchDelete')}
            </Button>
          </Space>
        )}
        toolBarRender={() => [
          <SavedViews key="views" state={views} />,
          <Tooltip key="attention" title={t('automation.attention.tip')}>
            <Button
              icon={<AlertOutlined />}
              type={attention ? 'primary' : 'default'}
              danger={attention}
              aria-pressed={attention}
              onClick={toggleAttention}
              data-testid="commodity-attention"
            >
              {t('automation.attention')}
            </Button>
          </Tooltip>,
          <Button
            key="new"
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => history.push(to('/commodity/new'))}
            data-testid="publish-commodity"
          >
            {t('supplier.commodity.action.new')}
          </Button>,
          <Button key="repricing" icon={<LineChartOutlined />} onClick={() => setModal('repricing')} data-testid="open-repricing">
            {t('pricing.action.rules')}
          </Button>,
          <Button key="bulkPrice" icon={<PercentageOutlined />} onClick={() => setModal('bulkPrice')} data-testid="open-bulk-price">
            {t('pricing.action.bulk')}
          </Button>,
          // the less frequent tools share one menu, so the toolbar fits one line at 1366 px
          <Dropdown
            key="more"
            trigger={['click']}
            menu={{
              items: [
                {
                  key: 'quick',
                  icon: <ThunderboltOutlined />,
                  label: t('supplier.commodity.action.quickPublish'),
                  onClick: () => setModal('quick'),
                },
                { key: 'sync', icon: <SyncOutlined />, label: t('supplier.commodity.action.sync'), onClick: () => setModal('sync') },
                { key: 'auto', icon: <RobotOutlined />, label: t('supplier.commodity.action.autoUpdate'), onClick: () => setModal('auto') },
              ],
            }}
          >
            <Button icon={<DownOutlined />} iconPosition="end" data-testid="commodity-more-tools">
              {t('supplier.commodity.action.moreTools')}
            </Button>
          </Dropdown>,
        ]}
        locale={{ emptyText: t(hasFilter ? 'supplier.commodity.empty.filtered' : 'supplier.commodity.empty') }}
        data-testid="commodity-table"
      />
      <BatchSettingModal
        ids={selected}
        open={modal === 'batch'}
        onClose={() => setModal(undefined)}
        onDone={() => (setModal(undefined), refresh())}
      />
      <SyncSaleModal open={modal === 'sync'} onClose={() => setModal(undefined)} onSynced={refresh} />
      <QuickPublishModal open={modal === 'quick'} onClose={() => setModal(undefined)} onDone={() => (setModal(undefined), refresh())} />
      <AutoUpdateDrawer
        open={modal === 'auto'}
        ids={selected}
        onClose={() => setModal(undefined)}
        onChanged={refresh}
        onRepricing={() => setModal('repricing')}
      />
      <RepricingDrawer open={modal === 'repricing'} ids={selected} onClose={() => setModal(undefined)} onChanged={refresh} />
      <BulkPriceModal open={modal === 'bulkPrice'} ids={selected} onClose={() => setModal(undefined)} onDone={refresh} />
      <StockHistoryDrawer commodity={stockOf} onClose={() => setStockOf(undefined)} />
      {canSeeStock ? (
        <BatchStockModal
          commodities={selectedRows}
          open={modal === 'stock'}
          onClose={() => setModal(undefined)}
          onDone={() => (setModal(undefined), refresh())}
        />
      ) : null}
    </>
  );
}
