import ExportButton from '@/components/ExportButton';
import useUrlFilters from '@/hooks/useUrlFilters';
import type { PageQuery, Paged } from '@/types';
import { proTableRequest } from '@/utils/proTable';
import { type ProColumns, ProTable } from '@ant-design/pro-components';
import { getLocale } from '@umijs/max';
import { Empty } from 'antd';
import { logFormToUrl, logUrlToForm, logUrlToQuery } from './logFilters';
import useText from '@/hooks/useText';

export interface LogTableProps<T, Q> {
  columns: ProColumns<T>[];
  /** the URL filter keys besides the time range */
  keys: readonly string[];
  query: (q: Q) => Promise<Paged<T>>;
  exportUrl: string;
  exportName: string;
  testId: string;
}

/** The sign-in and operation logs' shared table: URL filters, paging, empty state, Excel export. */
export default function LogTable<T extends { id: string }, Q extends PageQuery>({
  columns,
  keys,
  query,
  exportUrl,
  exportName,
  testId,
}: LogTableProps<T, Q>) {
  const t = useText();
  const [url, setUrl] = useUrlFilters();
  const current = logUrlToQuery(url, keys);
  return (
    <ProTable<T, Record<string, unknown>>
      rowKey="id"
      size="small"
      columns={columns}
      request={proTableRequest<T, Q>(query, (p) => logUrlToQuery(logFormToUrl(p, keys), keys) as Omit<Q, 'current' | 'size'>)}
      form={{ initialValues: logUrlToForm(url, keys), syncToUrl: false }}
      search={{ labelWidth: 'auto', span: 6 }}
      onSubmit={(v) => setUrl(logFormToUrl(v, keys))}
      onReset={() => setUrl({})}
      pagination={{
        defaultPageSize: 20,
        showSizeChanger: true,
        pageSizeOptions: [20, 50, 100, 200],
        showTotal: (total) => t('account.ledger.total', { total }),
      }}
      locale={{ emptyText: <Empty description={t('account.common.empty')} /> }}
      toolBarRender={() => [
        <ExportButton
          key="export"
          url={exportUrl}
          method="POST"
          data={{ ...current, lang: getLocale() }}
          fallbackName={`${exportName}.xlsx`}
        />,
      ]}
      data-testid={testId}
    />
  );
}
