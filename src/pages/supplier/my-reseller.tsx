import { useAccess } from '@/hooks/useCurrentUser';
import usePrefixedPath from '@/hooks/usePrefixedPath';
import useUrlFilters from '@/hooks/useUrlFilters';
import { getListMarks } from '@/services/lists';
import { queryMyResellers, setResellerRemark } from '@/services/supplier';
import type { MyReseller, MyResellerQuery } from '@/types';
import { proTableRequest, type ProTableParams } from '@/utils/proTable';
import { toast } from '@/utils/toast';
import { type ActionType, ProTable } from '@ant-design/pro-components';
import { useIntl } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Input, Modal } from 'antd';
import { useMemo, useRef, useState } from 'react';
import FilterModal from './components/FilterModal';
import ResellerActions from './components/ResellerActions';
import ResellerDemands from './components/ResellerDemands';
import { resellerColumns } from './components/resellerColumns';
import useText from '@/hooks/useText';
import { RESELLER_LIMITS } from '@/domain/supplier/rules';

/** Resellers I traded with: filter / unfilter, white and black lists, remarks. */
export default function MyResellers() {
  const intl = useIntl();
  const t = useText();
  const to = usePrefixedPath();
  const access = useAccess();
  const [filters, setFilters] = useUrlFilters();
  const actionRef = useRef<ActionType>();
  const marks = useRequest(() => getListMarks('resellers'));
  const [filtering, setFiltering] = useState<MyReseller>();
  const refresh = () => {
    actionRef.current?.reload();
    marks.refresh();
  };
  const editRemark = (r: MyReseller) => {
    let text = r.remark ?? '';
    Modal.confirm({
      title: `${t('supplier.reseller.col.remark')} · ${r.name}`,
      icon: null,
      content: (
        <Input defaultValue={text} maxLength={RESELLER_LIMITS.remarkMax} showCount autoFocus onChange={(e) => (text = e.target.value)} />
      ),
      okText: t('supplier.common.save'),
      cancelText: t('supplier.common.cancel'),
      okButtonProps: { disabled: access.isSub },
      onOk: async () => {
        await setResellerRemark(r.resellerId, text.trim());
        toast.success(t('supplier.reseller.remark.saved'));
        refresh();
      },
    });
  };
  const columns = useMemo(
    () =>
      resellerColumns({
        intl,
        marks: marks.data ?? {},
        to,
        onRemark: editRemark,
        actions: {
          title: t('supplier.common.actions'),
          valueType: 'option',
          fixed: 'right',
          width: 140,
          render: (_, r) => (
            <ResellerActions
              row={r}
              mark={marks.data?.[r.resellerId]}
              readOnly={access.isSub}
              onFilter={setFiltering}
              onChanged={refresh}
            />
          ),
        },
      }),
    [intl.locale, marks.data, access.isSub], // eslint-disable-line react-hooks/exhaustive-deps -- rebuilt when the language changes (intl is a new object on every render)
  );
  const fetcher = useMemo(
    () =>
      proTableRequest<MyReseller, MyResellerQuery>(queryMyResellers, (p: ProTableParams) => ({
        keyword: typeof p.keyword === 'string' ? p.keyword : undefined,
        filtered: p.filtered === undefined || p.filtered === '' ? undefined : String(p.filtered) === 'true',
      })),
    [],
  );
  const initialValues = useMemo(() => filters, []); // eslint-disable-line react-hooks/exhaustive-deps -- read once at mount: the form keeps its own values afterwards
  return (
    <>
      <ProTable<MyReseller>
        size="small"
        rowKey="resellerId"
        actionRef={actionRef}
        columns={columns}
        request={fetcher}
        form={{ initialValues, syncToUrl: false }}
        onSubmit={(v) => setFilters(v)}
        onReset={() => setFilters({})}
        search={{ labelWidth: 'auto', defaultCollapsed: false, span: 6 }}
        pagination={{ defaultPageSize: 20, showSizeChanger: true, pageSizeOptions: [20, 50, 100] }}
        scroll={{ x: 1500 }}
        // a receiver's open demands, to sell into them from here
        expandable={{ expandedRowRender: (r) => <ResellerDemands resellerId={r.resellerId} /> }}
        locale={{ emptyText: t('supplier.reseller.empty') }}
        data-testid="reseller-table"
      />
      <FilterModal reseller={filtering} onClose={() => setFiltering(undefined)} onDone={() => (setFiltering(undefined), refresh())} />
    </>
  );
}
