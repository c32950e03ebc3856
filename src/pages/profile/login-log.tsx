import { dateTimeColumn } from '@/components/columns';
import { useAccess } from '@/hooks/useCurrentUser';
import { LOGIN_LOG_EXCEL_URL, queryLoginLog } from '@/services/log';
import type { LoginLogQuery, LoginRecord } from '@/types';
import type { ProColumns } from '@ant-design/pro-components';
import { Tag } from 'antd';
import LogTable from './components/LogTable';
import useOperators from './components/useOperators';
import useText from '@/hooks/useText';

const KEYS = ['result', 'ip', 'userId'] as const;

/** /profile/login_log: sign-ins of the account (and of its sub-accounts for a main account), exportable. */
export default function LoginLog() {
  const t = useText();
  const access = useAccess();
  const operators = useOperators();

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
    <LogTable<LoginRecord, LoginLogQuery>
      columns={columns}
      keys={KEYS}
      query={queryLoginLog}
      exportUrl={LOGIN_LOG_EXCEL_URL}
      exportName={t('account.export.file.loginLog')}
      testId="login-log"
    />
  );
}
