import { dateTimeColumn } from '@/components/columns';
import { MAX_SUB_ACCOUNTS } from '@/constants/account';
import { SUB_AUTHORITY_SEPARATOR } from '@/constants/limits';
import { SUB_AUTHORITIES } from '@/constants/subAuthorities';
import { useAccess, useUserState } from '@/hooks/useCurrentUser';
import useUrlFilters from '@/hooks/useUrlFilters';
import { deleteSubUser, querySubUsers, setSubUserEnabled } from '@/services/customer';
import type { SubUser, SubUserQuery } from '@/types';
import { proTableRequest } from '@/utils/proTable';
import { toast } from '@/utils/toast';
import { PlusOutlined } from '@ant-design/icons';
import { type ActionType, type ProColumns, ProTable } from '@ant-design/pro-components';
import { Button, Empty, Popconfirm, Space, Switch, Tag, Typography } from 'antd';
import { useRef, useState } from 'react';
import SubUserForm from './components/SubUserForm';
import useText from '@/hooks/useText';
import { subAccountLoader } from '@/services/routeLoaders';
import useFirstRows from '@/components/table/useFirstRows';
import { accountApi } from '@/domain/account/endpoints';

/** /profile/sub_account: sub-accounts with their permissions; create, edit, enable/disable, delete. */
/** umi starts the first page of sub-accounts as navigation starts. */
export const clientLoader = subAccountLoader;

export default function SubAccounts() {
  const t = useText();
  const access = useAccess();
  const { currentUser } = useUserState();
  const [url, setUrl] = useUrlFilters();
  const actionRef = useRef<ActionType>();
  const [editing, setEditing] = useState<SubUser | undefined>();
  const [open, setOpen] = useState(false);
  const first = useFirstRows(accountApi.querySubUsers, { current: 1, size: 20 }, true);
  const [total, setTotal] = useState(first.pagination.total ?? 0);
  const grantable = access.isMain ? 'ALL' : access.subAuthorities;

  const run = async (action: () => Promise<unknown>, done: string) => {
    await action();
    toast.success(done);
    actionRef.current?.reload();
  };

  const columns: ProColumns<SubUser>[] = [
    {
      title: t('account.auditLog.keyword'),
      dataIndex: 'keyword',
      hideInTable: true,
      fieldProps: { placeholder: t('account.sub.search') },
    },
    {
      title: t('account.sub.username'),
      dataIndex: 'username',
      search: false,
      render: (_, s) => (
        <Space direction="vertical" size={0}>
          <Typography.Text strong>{s.username}</Typography.Text>
          <Typography.Text type="secondary">{[s.nickname, s.phoneNumber].filter(Boolean).join(' · ')}</Typography.Text>
        </Space>
      ),
    },
    {
      title: t('account.sub.permissions'),
      dataIndex: 'authority',
      valueType: 'select',
      valueEnum: Object.fromEntries(SUB_AUTHORITIES.map((a) => [a, { text: t(`account.subAuthority.${a}`) }])),
      render: (_, s) => (
        <Space size={[4, 4]} wrap>
          {s.subAuthorities
            .split(SUB_AUTHORITY_SEPARATOR)
            .filter(Boolean)
            .map((a) => (
              <Tag key={a}>{t(`account.subAuthority.${a}`, undefined, a)}</Tag>
            ))}
        </Space>
      ),
    },
    {
      title: t('account.sub.enabled'),
      dataIndex: 'enabled',
      valueType: 'select',
      width: 110,
      valueEnum: {
        true: { text: t('account.sub.enabledOn') },
        false: { text: t('account.sub.enabledOff') },
      },
      render: (_, s) =>
        s.id === currentUser?.id ? (
          <Tag>{t('account.sub.self')}</Tag>
        ) : (
          <Popconfirm
            title={s.enabled ? t('account.sub.disableConfirm', { name: s.username }) : t('account.sub.enableConfirm', { name: s.username })}
            onConfirm={() => run(() => setSubUserEnabled(s.id, !s.enabled), t('account.common.saved'))}
            okText={t('account.common.confirm')}
            cancelText={t('account.common.cancel')}
          >
            <Switch
              size="small"
              checked={s.enabled}
              checkedChildren={t('account.sub.enabledOn')}
              unCheckedChildren={t('account.sub.enabledOff')}
              data-testid={`sub-enabled-${s.username}`}
            />
          </Popconfirm>
        ),
    },
    dateTimeColumn<SubUser>(t('account.sub.lastLoginAt'), 'lastLoginAt'),
    dateTimeColumn<SubUser>(t('account.sub.createdAt'), 'createdAt'),
    dateTimeColumn<SubUser>(t('account.sub.modifiedAt'), 'modifiedAt'),
    {
      title: t('account.common.actions'),
      valueType: 'option',
      width: 130,
      render: (_, s) =>
        s.id === currentUser?.id
          ? []
          : [
              <Button
                key="edit"
                size="small"
                type="link"
                onClick={() => {
                  setEditing(s);
                  setOpen(true);
                }}
                data-testid={`sub-edit-${s.username}`}
              >
                {t('account.common.edit')}
              </Button>,
              <Popconfirm
                key="delete"
                title={t('account.sub.deleteConfirm', { name: s.username })}
                onConfirm={() => run(() => deleteSubUser(s.id), t('account.common.deleted'))}
                okText={t('account.common.delete')}
                okButtonProps={{ danger: true }}
                cancelText={t('account.common.cancel')}
              >
                <Button size="small" type="link" danger data-testid={`sub-delete-${s.username}`}>
                  {t('account.common.delete')}
                </Button>
              </Popconfirm>,
            ],
    },
  ];

  return (
    <>
      <ProTable<SubUser, Record<string, unknown>>
        actionRef={actionRef}
        rowKey="id"
        size="small"
        columns={columns}
        defaultData={first.defaultData}
        onLoad={first.onLoad}
        request={proTableRequest(async (q: SubUserQuery) => {
          const page = await querySubUsers(q);
          setTotal(page.total);
          return page;
        })}
        form={{
          initialValues: {
            keyword: url.keyword,
            authority: url.authority,
            enabled: url.enabled,
          },
          syncToUrl: false,
        }}
        onSubmit={(v) =>
          setUrl({
            keyword: v.keyword,
            authority: v.authority,
            enabled: v.enabled,
          })
        }
        onReset={() => setUrl({})}
        search={{ labelWidth: 'auto', span: 6 }}
        pagination={{ defaultPageSize: 20, ...first.pagination, showSizeChanger: true }}
        headerTitle={<Typography.Text type="secondary">{t('account.sub.limit', { count: total, max: MAX_SUB_ACCOUNTS })}</Typography.Text>}
        toolBarRender={() => [
          <Button
            key="create"
            type="primary"
            size="small"
            icon={<PlusOutlined />}
            disabled={total >= MAX_SUB_ACCOUNTS}
            onClick={() => {
              setEditing(undefined);
              setOpen(true);
            }}
            data-testid="sub-create"
          >
            {t('account.sub.create')}
          </Button>,
        ]}
        locale={{
          emptyText: <Empty description={t('account.common.empty')} />,
        }}
        data-testid="sub-table"
      />
      <SubUserForm
        open={open}
        editing={editing}
        grantable={grantable}
        onClose={() => setOpen(false)}
        onSaved={() => {
          setOpen(false);
          toast.success(editing ? t('account.common.saved') : t('account.sub.created'));
          actionRef.current?.reload();
        }}
      />
    </>
  );
}
