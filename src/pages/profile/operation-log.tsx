import { dateTimeColumn } from '@/components/columns';
import { AUDIT_MODULES } from '@/constants/account';
import { useAccess } from '@/hooks/useCurrentUser';
import { AUDIT_LOG_EXCEL_URL, queryAuditLog } from '@/services/log';
import type { AuditLogQuery, AuditRecord } from '@/types';
import type { ProColumns } from '@ant-design/pro-components';
import { Tag } from 'antd';
import LogTable from './components/LogTable';
import useOperators from './components/useOperators';
import useText from '@/hooks/useText';

const KEYS = ['module', 'userId', 'keyword'] as const;

/** /profile/operation_log: what the account and its sub-accounts did, by module and operator, exportable. */
export default function OperationLog() {
  const t = useText();
  const access = useAccess();
  const operators = useOperators();

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
    <LogTable<AuditRecord, AuditLogQuery>
      columns={columns}
      keys={KEYS}
      query={queryAuditLog}
      exportUrl={AUDIT_LOG_EXCEL_URL}
      exportName={t('account.export.file.auditLog')}
      testId="operation-log"
    />
  );
}
