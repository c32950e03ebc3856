import ExportButton from '@/components/ExportButton';
import { dateTimeColumn } from '@/components/columns';
import { AUDIT_MODULES } from '@/constants/account';
import { useAccess } from '@/hooks/useCurrentUser';
import useUrlFilters from '@/hooks/useUrlFilters';
import { AUDIT_LOG_EXCEL_URL, queryAuditLog } from '@/services/log';
import type { AuditLogQuery, AuditRecord } from '@/types';
import { proTableRequest } from '@/utils/proTable';
import { type ProColumns, ProTable } from '@ant-design/pro-components';
import { getLocale } from '@umijs/max';
import { Empty, Tag } from 'antd';
import { logFormToUrl, logUrlToForm, logUrlToQuery } from './components/logFilters';
import useOperators from './components/useOperators';
import useText from './components/useText';

const KEYS = ['module', 'userId', 'keyword'] as const;

/** /profile/operation_log: what the account and its sub-accounts did, by module and operator, exportable. */
export default function OperationLog() {
  const t = useText();
  const access = useAccess();
  const operators = useOperators();
  const [url, setUrl] = useUrlFilters();
  const query = logUrlToQuery(url, KEYS);

  const columns: ProColumns<AuditRecord>[] = [
    {
      title: t('account.common.dateRange'),
      dataIndex: 'at',
      valueType: 'dateTimeRange',
      hideInTable: true,
    },
    {
      title: t('account.auditLog.keyword'),
      dataIndex: 'keyword',
      hideInTable: true,
    },
    dateTimeColumn<AuditRecord>(t('account.auditLog.col.createdAt'), 'createdAt'),
    {
      title: t('account.auditLog.col.username'),
      dataIndex: 'userId',
      valueType: 'select',
      valueEnum: operators,
      hideInSearch: !access.isMain,
      width: 150,
      render: (_, r) => r.username,
    },
    {
      title: t('account.auditLog.col.module'),
      dataIndex: 'module',
      valueType: 'select',
      width: 110,
      valueEnum: Object.fromEntries(AUDIT_MODULES.map((m) => [m, { text: t(`account.auditModule.${m}`) }])),
      render: (_, r) => <Tag>{t(`account.auditModule.${r.module}`, undefined, r.module)}</Tag>,
    },
    {
      title: t('account.auditLog.col.action'),
      dataIndex: 'action',
      search: false,
      width: 200,
      render: (_, r) => t(`account.auditAction.${r.action}`, undefined, r.action),
    },
    {
      title: t('account.auditLog.col.target'),
      dataIndex: 'target',
      search: false,
      copyable: true,
      ellipsis: true,
    },
    {
      title: t('account.auditLog.col.detail'),
      dataIndex: 'detail',
      search: false,
      ellipsis: true,
    },
    {
      title: t('account.auditLog.col.ip'),
      dataIndex: 'ip',
      search: false,
      width: 140,
    },
  ];

  return (
    <ProTable<AuditRecord, Record<string, unknown>>
      rowKey="id"
      size="small"
      columns={columns}
      request={proTableRequest(
        (q: AuditLogQuery) => queryAuditLog(q),
        (p) => logUrlToQuery(logFormToUrl(p, KEYS), KEYS),
      )}
      form={{ initialValues: logUrlToForm(url, KEYS), syncToUrl: false }}
      search={{ labelWidth: 'auto', span: 6 }}
      onSubmit={(v) => setUrl(logFormToUrl(v, KEYS))}
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
          url={AUDIT_LOG_EXCEL_URL}
          method="POST"
          data={{ ...query, lang: getLocale() }}
          fallbackName={`${t('account.export.file.auditLog')}.xlsx`}
        />,
      ]}
      data-testid="operation-log"
    />
  );
}
