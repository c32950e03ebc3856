import { dateTimeColumn, moneyColumn } from '@/components/columns';
import { SUPPLIER_REMARK_MAX } from '@/domain/reseller/facts';
import useUrlFilters from '@/hooks/useUrlFilters';
import { queryMySuppliers, remarkSupplier } from '@/services/reseller';
import type { SupplierCounterparty, SupplierQuery } from '@/types';
import { formatPercent, formatQuantity } from '@/utils/format';
import { proTableRequest, type ProTableParams } from '@/utils/proTable';
import { toast } from '@/utils/toast';
import { type ActionType, ModalForm, type ProColumns, ProFormTextArea, ProTable } from '@ant-design/pro-components';
import { useIntl } from '@umijs/max';
import { Space, Tag, Typography } from 'antd';
import { useMemo, useRef, useState } from 'react';
import SupplierActions from './components/SupplierActions';
import useText from '@/hooks/useText';

const RISK_COLOR = { LOW: 'gold', MEDIUM: 'orange', HIGH: 'red' } as const;

/** Suppliers I bought from: trade figures, list marks, risk, refuse / allow, remarks. */
export default function MySuppliers() {
  const intl = useIntl();
  const t = useText();
  const [filters, setFilters] = useUrlFilters();
  const actionRef = useRef<ActionType>();
  const [remarking, setRemarking] = useState<SupplierCounterparty>();
  const reload = () => actionRef.current?.reload();

  const columns = useMemo<ProColumns<SupplierCounterparty>[]>(
    () => [
      {
        title: t('reseller.supplier.keyword'),
        dataIndex: 'keyword',
        hideInTable: true,
        fieldProps: { placeholder: t('reseller.supplier.keyword.placeholder') },
      },
      {
        title: t('reseller.supplier.name'),
        dataIndex: 'supplierName',
        search: false,
        width: 220,
        render: (_, r) => (
          <div style={{ lineHeight: 1.35 }}>
            <Space size={4} wrap>
              <span>{r.storeName ?? r.supplierName}</span>
              {r.riskLevel ? <Tag color={RISK_COLOR[r.riskLevel]}>{t(`reseller.supplier.risk.${r.riskLevel}`)}</Tag> : null}
            </Space>
            <Typography.Text type="secondary" style={{ fontSize: 12, display: 'block' }}>
              {r.supplierName} · {r.supplierId}
            </Typography.Text>
          </div>
        ),
      },
      {
        title: t('reseller.supplier.mark'),
        dataIndex: 'mark',
        width: 100,
        valueType: 'select',
        valueEnum: {
          WHITE: { text: t('reseller.supplier.mark.WHITE') },
          BLACK: { text: t('reseller.supplier.mark.BLACK') },
          NONE: { text: t('reseller.supplier.mark.NONE') },
        },
        render: (_, r) =>
          r.mark ? <Tag color={r.mark === 'WHITE' ? 'green' : 'default'}>{t(`reseller.supplier.mark.${r.mark}`)}</Tag> : '-',
      },
      {
        title: t('reseller.supplier.filtered'),
        dataIndex: 'filtered',
        width: 90,
        valueType: 'select',
        valueEnum: { true: { text: t('reseller.supplier.filtered.yes') }, false: { text: t('reseller.supplier.filtered.no') } },
        render: (_, r) =>
          r.filtered ? <Tag color="red">{t('reseller.supplier.filtered.yes')}</Tag> : <Tag>{t('reseller.supplier.filtered.no')}</Tag>,
      },
      {
        title: t('reseller.supplier.orders'),
        dataIndex: 'orderCount',
        search: false,
        align: 'right',
        width: 80,
        render: (_, r) => formatQuantity(r.orderCount),
      },
      {
        title: t('reseller.supplier.completed'),
        dataIndex: 'completedCount',
        search: false,
        align: 'right',
        width: 90,
        render: (_, r) => formatQuantity(r.completedCount),
      },
      {
        title: t('reseller.supplier.completionRate'),
        dataIndex: 'completionRate',
        search: false,
        align: 'right',
        width: 110,
        render: (_, r) => formatPercent(r.completionRate),
      },
      moneyColumn<SupplierCounterparty>(t('reseller.supplier.amount'), 'amount', { width: 120 }),
      dateTimeColumn<SupplierCounterparty>(t('reseller.supplier.lastTradeAt'), 'lastTradeAt'),
      { title: t('reseller.supplier.remark'), dataIndex: 'remark', search: false, ellipsis: true },
      {
        title: t('reseller.demand.actions'),
        valueType: 'option',
        width: 170,
        fixed: 'right',
        render: (_, r) => <SupplierActions row={r} onRemark={setRemarking} onChanged={reload} />,
      },
    ],
    [intl.locale], // eslint-disable-line react-hooks/exhaustive-deps -- rebuilt when the language changes (intl is a new object on every render)
  );
  const fetcher = useMemo(
    () =>
      proTableRequest<SupplierCounterparty, SupplierQuery>(queryMySuppliers, (p: ProTableParams) => ({
        keyword: typeof p.keyword === 'string' && p.keyword ? p.keyword : undefined,
        filtered: p.filtered === undefined ? undefined : String(p.filtered) === 'true',
        mark: p.mark as SupplierQuery['mark'],
      })),
    [],
  );

  return (
    <>
      <ProTable<SupplierCounterparty>
        size="small"
        rowKey="supplierId"
        actionRef={actionRef}
        columns={columns}
        request={fetcher}
        form={{ initialValues: filters }}
        onSubmit={(v) => setFilters(v)}
        onReset={() => setFilters({})}
        search={{ labelWidth: 'auto', span: 6 }}
        pagination={{ defaultPageSize: 20, showSizeChanger: true }}
        scroll={{ x: 1300 }}
        locale={{ emptyText: t('reseller.supplier.empty') }}
      />
      <ModalForm<{ remark: string }>
        title={remarking ? t('reseller.supplier.remark.title', { name: remarking.storeName ?? remarking.supplierName }) : ''}
        open={!!remarking}
        width={440}
        initialValues={{ remark: remarking?.remark ?? '' }}
        modalProps={{ destroyOnHidden: true, onCancel: () => setRemarking(undefined) }}
        onFinish={async (v) => {
          await remarkSupplier({ supplierId: remarking!.supplierId, remark: (v.remark ?? '').trim() });
          toast.success(t('reseller.supplier.remark.saved'));
          setRemarking(undefined);
          reload();
          return true;
        }}
      >
        <ProFormTextArea
          name="remark"
          placeholder={t('reseller.supplier.remark.placeholder')}
          fieldProps={{ maxLength: SUPPLIER_REMARK_MAX, showCount: true, rows: 2, autoFocus: true }}
        />
      </ModalForm>
    </>
  );
}
