import ExportButton from '@/components/ExportButton';
import { SIDE_AUTHORITY, SIDE_LIST_PATH } from '@/constants/order';
import GuardNotice from '@/components/GuardNotice';
import { useAccess } from '@/hooks/useCurrentUser';
import usePrefixedPath from '@/hooks/usePrefixedPath';
import useUrlFilters from '@/hooks/useUrlFilters';
import { historyExportUrl, queryHistoryOrders, restoreArchivedOrder } from '@/services/history';
import type { HistoryOrder, ListMark, Order, OrderQuery, OrderSide, RiskWarning } from '@/types';
import { proTableRequest } from '@/utils/proTable';
import { toast } from '@/utils/toast';
import useSubmit from '@/hooks/useSubmit';
import { RollbackOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { type ActionType, type ProColumns, ProTable } from '@ant-design/pro-components';
import { getLocale, Link } from '@umijs/max';
import { Button, type ButtonProps, Empty, Popconfirm, Tag } from 'antd';
import { useMemo, useRef } from 'react';
import { formToUrl, orderColumns, urlToForm, urlToQuery } from './orderColumns';
import { createKeyedStore } from './rowStore';
import useText, { useEnglish } from '@/hooks/useText';

const noMarks = createKeyedStore<ListMark>();
const noRisks = createKeyedStore<RiskWarning>();

/** Archived orders of one side (B/history): the same columns, read-only, with export. */
export default function OrderHistoryPage({ side }: { side: OrderSide }) {
  const t = useText();
  const english = useEnglish();
  const to = usePrefixedPath();
  const [filters, setFilters] = useUrlFilters();
  const access = useAccess();
  const query: OrderQuery = useMemo(() => urlToQuery(filters), [filters]);
  const actionRef = useRef<ActionType>();
  // an archived order goes back to the live tables (B/transfer/back/{code}/{datasource})
  const restorer = useSubmit(undefined, async (o: HistoryOrder) => {
    await restoreArchivedOrder(o.orderNo, o.datasource);
    toast.success(t('trade.archive.restored', { orderNo: o.orderNo }));
    actionRef.current?.reload();
  });
  const { onFinish: restore, pending: restoring } = restorer;
  const columns = useMemo(
    (): ProColumns<Order>[] => [
      ...orderColumns({
        side,
        t,
        english,
        to,
        marks: noMarks,
        risks: noRisks,
        reload: () => undefined,
        readOnly: true,
        // the archive scrolls sideways (1 500 px of columns): keep the order number in view
        pinned: true,
        detailHref: (o: Order) => to(`/order/detail/history/${(o as HistoryOrder).datasource}/${o.id}`),
      }),
      {
        title: t('trade.archive.datasource'),
        dataIndex: 'datasource',
        search: false,
        width: 110,
        render: (_, o) => <Tag data-testid="order-datasource">{(o as HistoryOrder).datasource}</Tag>,
      },
      {
        title: t('trade.col.actions'),
        dataIndex: 'restore',
        search: false,
        width: 100,
        fixed: 'right',
        render: (_, o) => (
          <Popconfirm
            title={t('trade.archive.restoreConfirm', { orderNo: o.orderNo })}
            okText={t('trade.confirm.ok')}
            cancelText={t('trade.confirm.cancel')}
            okButtonProps={{ 'data-testid': 'restore-ok' } as ButtonProps}
            onConfirm={() => restore(o as HistoryOrder)}
          >
            <Button
              size="small"
              type="link"
              icon={<RollbackOutlined />}
              loading={restoring?.orderNo === o.orderNo}
              data-testid="order-restore"
            >
              {t('trade.archive.restore')}
            </Button>
          </Popconfirm>
        ),
      },
    ],
    [side, t, english, to, restore, restoring],
  );
  if (access.isSub && !access.subAuthorities.includes(SIDE_AUTHORITY[side])) return <GuardNotice kind="subUser" />;
  return (
    <ProTable<Order, Record<string, unknown>>
      actionRef={actionRef}
      rowKey="orderNo"
      size="small"
      columns={columns}
      request={proTableRequest(
        (q: OrderQuery) => queryHistoryOrders(side, q),
        (p) => urlToQuery(formToUrl(p)),
      )}
      form={{ initialValues: urlToForm(filters), syncToUrl: false }}
      search={{ labelWidth: 'auto', defaultCollapsed: true, span: 6 }}
      onSubmit={(values) => setFilters(formToUrl(values))}
      onReset={() => setFilters({})}
      pagination={{ defaultPageSize: 20, showSizeChanger: true, pageSizeOptions: [20, 50, 100, 200] }}
      scroll={{ x: 1500 }}
      locale={{ emptyText: <Empty description={t('trade.list.empty')} /> }}
      headerTitle={t('trade.list.history')}
      toolBarRender={() => [
        <ExportButton
          key="export"
          url={historyExportUrl}
          params={{ ...query, side, lang: getLocale() }}
          fallbackName={`${t(`trade.export.file.${side}History`)}.xlsx`}
        />,
        <Link key="live" to={to(SIDE_LIST_PATH[side])}>
          <Button icon={<UnorderedListOutlined />}>{t('trade.list.live')}</Button>
        </Link>,
      ]}
      options={{ density: true, setting: true, reload: true }}
    />
  );
}
