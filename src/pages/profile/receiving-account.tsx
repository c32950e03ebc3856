import { MAX_RECEIVING_ACCOUNTS } from '@/constants/account';
import usePrefixedPath from '@/hooks/usePrefixedPath';
import { useAccess, useUserState } from '@/hooks/useCurrentUser';
import {
  checkReceivingAccountDefaulted,
  deleteReceivingAccount,
  listReceivingAccounts,
  setDefaultReceivingAccount,
} from '@/services/account';
import type { FundReceivingAccount } from '@/types';
import { formatDateTime } from '@/utils/format';
import { toast } from '@/utils/toast';
import { reportError } from '@/utils/reportError';
import { PlusOutlined } from '@ant-design/icons';
import { Link } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Alert, Button, Card, Empty, Popconfirm, Skeleton, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { accountLabel } from '@/utils/accountLabel';
import ReceivingAccountForm from './components/ReceivingAccountForm';
import useText from '@/hooks/useText';
import LoadState from '@/components/LoadState';

/** /profile/receiving_account: where withdrawals go — list, add, set default, delete. */
export default function ReceivingAccounts() {
  const t = useText();
  const to = usePrefixedPath();
  const { currentUser } = useUserState();
  const access = useAccess();
  const [adding, setAdding] = useState(false);
  const { data = [], loading, error, refresh } = useRequest(listReceivingAccounts);
  const canManage = access.isMain || access.subAuthorities.includes('WITHDRAWAL');
  const verified = !!currentUser?.realNameAuth;
  const full = data.length >= MAX_RECEIVING_ACCOUNTS;

  // whether an account is the default, as the server says now (another tab or device may have changed it)
  const [defaultNow, setDefaultNow] = useState<Record<string, boolean>>({});
  const checkDefault = async (id: string): Promise<boolean> => {
    const { defaulted } = await checkReceivingAccountDefaulted(id);
    setDefaultNow((m) => ({ ...m, [id]: defaulted }));
    return defaulted;
  };
  const checkBeforeDelete = (id: string) =>
    // the pipeline showed a failed check; the hint then follows the list as loaded
    checkDefault(id).catch(reportError);
  const makeDefault = async (a: FundReceivingAccount) => {
    if (await checkDefault(a.id)) {
      toast.info(t('account.receiving.alreadyDefault'));
      refresh();
      return;
    }
    await setDefaultReceivingAccount(a.id);
    toast.success(t('account.receiving.defaultSet'));
    refresh();
  };
  const remove = async (a: FundReceivingAccount) => {
    await deleteReceivingAccount(a.id);
    toast.success(t('account.common.deleted'));
    refresh();
  };

  const columns: ColumnsType<FundReceivingAccount> = [
    {
      title: t('account.receiving.type'),
      dataIndex: 'accountType',
      width: 110,
      render: (v: string) => t(`account.receiving.type.${v}`),
    },
    {
      title: t('account.receiving.number'),
      dataIndex: 'accountNo',
      render: (_, a) => (
        <Space>
          <Typography.Text strong>{accountLabel(t, a)}</Typography.Text>
          {a.defaulted ? <Tag color="blue">{t('account.receiving.default')}</Tag> : null}
        </Space>
      ),
    },
    {
      title: t('account.receiving.holder'),
      dataIndex: 'accountName',
      width: 140,
    },
    {
      title: t('account.receiving.branch'),
      dataIndex: 'bankBranch',
      render: (v?: string) => v || '-',
    },
    {
      title: t('account.receiving.createdAt'),
      dataIndex: 'createdAt',
      width: 170,
      render: (v: string) => formatDateTime(v),
    },
    {
      title: t('account.common.actions'),
      key: 'actions',
      width: 200,
      render: (_, a) =>
        canManage ? (
          <Space size={4}>
            {!a.defaulted ? (
              <Popconfirm
                title={t('account.receiving.setDefaultConfirm', {
                  account: accountLabel(t, a),
                })}
                onConfirm={() => makeDefault(a)}
                okText={t('account.common.confirm')}
                cancelText={t('account.common.cancel')}
              >
                <Button size="small" type="link" data-testid={`receiving-default-${a.id}`}>
                  {t('account.receiving.setDefault')}
                </Button>
              </Popconfirm>
            ) : null}
            <Popconfirm
              title={t('account.receiving.deleteConfirm', {
                account: accountLabel(t, a),
              })}
              description={(defaultNow[a.id] ?? a.defaulted) && data.length > 1 ? t('account.receiving.deleteDefaultHint') : undefined}
              onOpenChange={(open) => (open ? checkBeforeDelete(a.id) : undefined)}
              onConfirm={() => remove(a)}
              okText={t('account.common.delete')}
              okButtonProps={{ danger: true }}
              cancelText={t('account.common.cancel')}
            >
              <Button size="small" type="link" danger data-testid={`receiving-delete-${a.id}`}>
                {t('account.common.delete')}
              </Button>
            </Popconfirm>
          </Space>
        ) : null,
    },
  ];

  if (!currentUser) return <Skeleton active />;
  return (
    <Card
      size="small"
      title={t('account.receiving.title')}
      extra={
        canManage ? (
          <Button
            type="primary"
            size="small"
            icon={<PlusOutlined />}
            disabled={!verified || full}
            onClick={() => setAdding(true)}
            data-testid="receiving-add"
          >
            {t('account.receiving.add')}
          </Button>
        ) : null
      }
    >
      <Space direction="vertical" size={8} style={{ width: '100%' }}>
        <Typography.Text type="secondary">{t('account.receiving.hint', { max: MAX_RECEIVING_ACCOUNTS })}</Typography.Text>
        {!verified ? (
          <Alert
            type="warning"
            showIcon
            message={t('account.receiving.needRealname')}
            action={<Link to={to('/profile/realname')}>{t('account.overview.realNameGo')}</Link>}
          />
        ) : null}
        {full ? (
          <Alert
            type="info"
            showIcon
            message={t('account.receiving.limit', {
              max: MAX_RECEIVING_ACCOUNTS,
            })}
          />
        ) : null}
        {!canManage ? <Alert type="info" showIcon message={t('account.common.permissionHint')} /> : null}
        {error && !data.length ? (
          <LoadState error onRetry={refresh} />
        ) : (
          <Table<FundReceivingAccount>
            rowKey="id"
            size="small"
            loading={loading}
            columns={columns}
            dataSource={data}
            pagination={false}
            locale={{
              emptyText: <Empty description={t('account.receiving.empty')} />,
            }}
            data-testid="receiving-table"
          />
        )}
      </Space>
      <ReceivingAccountForm
        open={adding}
        realName={currentUser?.realName ?? ''}
        onClose={() => setAdding(false)}
        onAdded={() => {
          setAdding(false);
          toast.success(t('account.receiving.added'));
          refresh();
        }}
      />
    </Card>
  );
}
