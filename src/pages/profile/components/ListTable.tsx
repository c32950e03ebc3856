import { dateTimeColumn } from '@/components/columns';
import { getRiskWarningsOf } from '@/services/risk';
import { queryListEntries, removeListEntry } from '@/services/lists';
import type { ListAddResult, ListEntry, ListKind, ListQuery, ListType, RiskWarning } from '@/types';
import { proTableRequest } from '@/utils/proTable';
import { reportError } from '@/utils/reportError';
import { toast } from '@/utils/toast';
import { PlusOutlined } from '@ant-design/icons';
import { type ActionType, type ProColumns, ProTable } from '@ant-design/pro-components';
import { Button, Empty, Popconfirm, Typography } from 'antd';
import { useRef, useState } from 'react';
import ListEntryForm from './ListEntryForm';
import RiskTag from './RiskTag';
import useText from '@/hooks/useText';

/** One list (kind × white/black): search, add, edit remark, remove, with each counterparty's risk badge. */
export default function ListTable({ kind, list }: { kind: ListKind; list: ListType }) {
  const t = useText();
  const actionRef = useRef<ActionType>();
  const [risks, setRisks] = useState<Record<string, RiskWarning>>({});
  const [editing, setEditing] = useState<ListEntry>();
  const [open, setOpen] = useState(false);
  const listName = t(`account.lists.${list}`);

  const fetcher = async (q: ListQuery) => {
    const page = await queryListEntries(kind, list, q);
    // risk badges decorate the rows: the pipeline showed a failure, and the list shows without them
    getRiskWarningsOf(
      kind,
      page.records.map((e) => e.userId),
    ).then(setRisks, (e: unknown) => reportError(e));
    return page;
  };
  const remove = async (e: ListEntry) => {
    await removeListEntry(kind, list, e.id);
    toast.success(t('account.lists.removed'));
    actionRef.current?.reload();
  };
  const saved = (r: ListAddResult | ListEntry) => {
    setOpen(false);
    if ('entry' in r) {
      toast.success(
        r.movedFrom
          ? t('account.lists.moved', {
              from: t(`account.lists.${r.movedFrom}`),
              list: listName,
            })
          : t('account.lists.added', { list: listName }),
      );
    } else toast.success(t('account.common.saved'));
    actionRef.current?.reload();
  };

  const columns: ProColumns<ListEntry>[] = [
    {
      title: t('account.auditLog.keyword'),
      dataIndex: 'keyword',
      hideInTable: true,
      fieldProps: { placeholder: t('account.lists.search') },
    },
    {
      title: t('account.lists.col.user'),
      dataIndex: 'username',
      search: false,
      render: (_, e) => (
        <span>
          {e.username} <Typography.Text type="secondary">#{e.userId}</Typography.Text>
        </span>
      ),
    },
    {
      title: t('account.lists.col.store'),
      dataIndex: 'storeName',
      search: false,
      render: (_, e) => e.storeName ?? '-',
    },
    {
      title: t('account.lists.col.risk'),
      dataIndex: 'risk',
      search: false,
      width: 110,
      render: (_, e) => <RiskTag warning={risks[e.userId]} />,
    },
    {
      title: t('account.lists.col.remark'),
      dataIndex: 'remark',
      search: false,
      ellipsis: true,
    },
    dateTimeColumn<ListEntry>(t('account.lists.col.modifiedAt'), 'modifiedAt'),
    {
      title: t('account.common.actions'),
      valueType: 'option',
      width: 140,
      render: (_, e) => [
        <Button
          key="edit"
          size="small"
          type="link"
          onClick={() => {
            setEditing(e);
            setOpen(true);
          }}
        >
          {t('account.lists.editRemark')}
        </Button>,
        <Popconfirm
          key="rm"
          title={t('account.lists.removeConfirm', {
            user: e.username,
            list: listName,
          })}
          onConfirm={() => remove(e)}
          okText={t('account.common.confirm')}
          cancelText={t('account.common.cancel')}
        >
          <Button size="small" type="link" danger data-testid={`list-remove-${e.userId}`}>
            {t('account.common.delete')}
          </Button>
        </Popconfirm>,
      ],
    },
  ];

  return (
    <>
      <ProTable<ListEntry, Record<string, unknown>>
        actionRef={actionRef}
        rowKey="id"
        size="small"
        columns={columns}
        params={{ kind, list }}
        request={proTableRequest(fetcher)}
        search={{ labelWidth: 'auto', span: 8 }}
        pagination={{ defaultPageSize: 20, showSizeChanger: true }}
        headerTitle={<Typography.Text type="secondary">{t(`account.lists.hint.${list}`)}</Typography.Text>}
        toolBarRender={() => [
          <Button
            key="add"
            type="primary"
            size="small"
            icon={<PlusOutlined />}
            onClick={() => {
              setEditing(undefined);
              setOpen(true);
            }}
            data-testid={`list-add-${list}`}
          >
            {t('account.lists.add', { list: listName })}
          </Button>,
        ]}
        locale={{
          emptyText: <Empty description={t('account.common.empty')} />,
        }}
        data-testid={`list-${kind}-${list}`}
      />
      <ListEntryForm kind={kind} list={list} editing={editing} open={open} onClose={() => setOpen(false)} onSaved={saved} />
    </>
  );
}
