import ExportButton from '@/components/ExportButton';
import { dateTimeColumn } from '@/components/columns';
import { useAccess } from '@/hooks/useCurrentUser';
import useUrlFilters from '@/hooks/useUrlFilters';
import { LOGIN_LOG_EXCEL_URL, queryLoginLog } from '@/services/log';
import type { LoginLogQuery, LoginRecord } from '@/types';
import { proTableRequest } from '@/utils/proTable';
import { type ProColumns, ProTable } from '@ant-design/pro-components';
import { getLocale } from '@umijs/max';
import { Empty, Tag } from 'antd';
import { logFormToUrl, logUrlToForm, logUrlToQuery } from './components/logFilters';
import useOperators from './components/useOperators';
import useText from './components/useText';

const KEYS = ['result', 'ip', 'userId'] as const;

/** /profile/login_log: sign-ins of the account (and of its sub-accounts for a main account), exportable. */
export default function LoginLog() {
  const t = useText();
  const access = useAccess();
  const operators = useOperators();
  const [url, setUrl] = useUrlFilters();
  const query = logUrlToQuery(url, KEYS);

  const columns: ProColumns<LoginRecord>[] = [
    {
      title: t('account.common.dateRange'),
      dataIndex: 'at',
      valueType: 'dateTimeRange',
      hideInTable: true,
    },
    dateTimeColumn<LoginRecord>(t('account.loginLog.col.loginAt'), 'loginAt'),
    {
      title: t('account.loginLog.col.username'),
      dataIndex: 'userId',
      valueType: 'select',
      valueEnum: operators,
      hideInSearch: !access.isMain,
      render: (_, r) => r.username,
      width: 150,
    },
    {
      title: t('account.loginLog.col.ip'),
      dataIndex: 'ip',
      width: 170,
      render: (_, r) => (
        <span>
          {r.ip} {r.newIp ? <Tag color="orange">{t('account.loginLog.newIp')}</Tag> : null}
        </span>
      ),
    },
    {
      title: t('account.loginLog.col.location'),
      dataIndex: 'location',
      search: false,
      width: 120,
      render: (_, r) => t(`account.location.${r.location}`, undefined, r.location),
    },
    {
      title: t('account.loginLog.col.device'),
      dataIndex: 'device',
      search: false,
      ellipsis: true,
    },
    {
      title: t('account.loginLog.col.channel'),
      dataIndex: 'channel',
      search: false,
      width: 130,
      render: (_, r) => t(`account.loginChannel.${r.channel}`, undefined, r.channel),
    },
    {
      title: t('account.loginLog.col.result'),
      dataIndex: 'result',
      valueType: 'select',
      width: 90,
      valueEnum: {
        SUCCESS: { text: t('account.loginResult.SUCCESS') },
        FAILURE: { text: t('account.loginResult.FAILURE') },
      },
      render: (_, r) => <Tag color={r.result === 'SUCCESS' ? 'green' : 'red'}>{t(`account.loginResult.${r.result}`)}</Tag>,
    },
  ];

  return (
    <ProTable<LoginRecord, Record<string, unknown>>
      rowKey="id"
      size="small"
      columns={columns}
      request={proTableRequest(
        (q: LoginLogQuery) => queryLoginLog(q),
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
          url={LOGIN_LOG_EXCEL_URL}
          method="POST"
          data={{ ...query, lang: getLocale() }}
          fallbackName={`${t('account.export.file.loginLog')}.xlsx`}
        />,
      ]}
      data-testid="login-log"
    />
  );
}
