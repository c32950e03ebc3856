import ExportButton from '@/components/ExportButton';
import { SIDE_AUTHORITY, SIDE_LIST_PATH } from '@/constants/order';
import GuardNotice from '@/components/GuardNotice';
import { useAccess } from '@/hooks/useCurrentUser';
import usePrefixedPath from '@/hooks/usePrefixedPath';
import useUrlFilters from '@/hooks/useUrlFilters';
import { historyExportUrl, queryHistoryOrders } from '@/services/history';
import type { HistoryOrder, ListMark, Order, OrderQuery, OrderSide, RiskWarning } from '@/types';
import { proTableRequest } from '@/utils/proTable';
import { UnorderedListOutlined } from '@ant-design/icons';
import { ProTable } from '@ant-design/pro-components';
import { getLocale, Link } from '@umijs/max';
import { Button, Empty } from 'antd';
import { useMemo } from 'react';
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
  const columns = useMemo(
    () =>
      orderColumns({
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
    [side, t, english, to],
  );
  if (access.isSub && !access.subAuthorities.includes(SIDE_AUTHORITY[side])) return <GuardNotice kind="subUser" />;
  return (
    <ProTable<Order, Record<string, unknown>>
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
