import { dateTimeColumn } from '@/components/columns';
import { RISK_LEVELS } from '@/constants/account';
import { addListEntry } from '@/services/lists';
import { queryRiskWarnings } from '@/services/risk';
import type { RiskQuery, RiskSide, RiskWarning } from '@/types';
import { formatPercent } from '@/utils/format';
import { proTableRequest } from '@/utils/proTable';
import { toast } from '@/utils/toast';
import { type ActionType, type ProColumns, ProTable } from '@ant-design/pro-components';
import { Alert, Button, Empty, Popconfirm, Space, Tag } from 'antd';
import { useRef } from 'react';
import RiskTag from './RiskTag';
import useText from '@/hooks/useText';

/** Flagged counterparties of one side, worst first, with the reasons and a one-click blacklist. */
export default function RiskTable({ side }: { side: RiskSide }) {
  const t = useText();
  const actionRef = useRef<ActionType>();
  const blacklist = async (w: RiskWarning) => {
    const r = await addListEntry(side, 'blacklist', { userId: w.userId });
    toast.success(
      r.movedFrom
        ? t('account.lists.moved', {
            from: t(`account.lists.${r.movedFrom}`),
            list: t('account.lists.blacklist'),
          })
        : t('account.lists.added', { list: t('account.lists.blacklist') }),
    );
  };
  const columns: ProColumns<RiskWarning>[] = [
    {
      title: t('account.auditLog.keyword'),
      dataIndex: 'keyword',
      hideInTable: true,
      fieldProps: { placeholder: t('account.risk.search') },
    },
    {
      title: t('account.lists.col.user'),
      dataIndex: 'username',
      search: false,
      render: (_, w) => `${w.username ?? w.userId} #${w.userId}`,
    },
    {
      title: t('account.lists.col.store'),
      dataIndex: 'storeName',
      search: false,
      render: (_, w) => w.storeName ?? '-',
    },
    {
      title: t('account.risk.level'),
      dataIndex: 'level',
      valueType: 'select',
      width: 110,
      valueEnum: Object.fromEntries(RISK_LEVELS.map((l) => [l, { text: t(`account.risk.level.${l}`) }])),
      render: (_, w) => <RiskTag warning={w} />,
    },
    {
      title: t('account.risk.reasons'),
      dataIndex: 'reasons',
      search: false,
      render: (_, w) => (
        <Space size={[4, 4]} wrap>
          {w.reasons.map((r) => (
            <Tag key={r}>{t(`account.risk.reason.${r}`, undefined, r)}</Tag>
          ))}
        </Space>
      ),
    },
    {
      title: t('account.risk.blacklistCount'),
      dataIndex: 'blacklistCount',
      search: false,
      align: 'right',
      width: 100,
    },
    {
      title: t('account.risk.disputeRate'),
      dataIndex: 'disputeRate',
      search: false,
      align: 'right',
      width: 100,
      render: (_, w) => formatPercent(w.disputeRate),
    },
    {
      title: t('account.risk.cancelRate'),
      dataIndex: 'cancelRate',
      search: false,
      align: 'right',
      width: 100,
      render: (_, w) => formatPercent(w.cancelRate),
    },
    dateTimeColumn<RiskWarning>(t('account.risk.registeredAt'), 'registeredAt'),
    dateTimeColumn<RiskWarning>(t('account.risk.lastLoginAt'), 'lastLoginAt'),
    {
      title: t('account.common.actions'),
      valueType: 'option',
      width: 80,
      render: (_, w) => [
        <Popconfirm
          key="b"
          title={t('account.lists.add', { list: t('account.lists.blacklist') })}
          onConfirm={() => blacklist(w)}
          okText={t('account.common.confirm')}
          cancelText={t('account.common.cancel')}
        >
          <Button size="small" type="link" danger>
            {t('account.risk.addBlacklist')}
          </Button>
        </Popconfirm>,
      ],
    },
  ];
  return (
    <Space direction="vertical" size={8} style={{ width: '100%' }}>
      <Alert type="info" showIcon message={t('account.risk.note')} />
      <ProTable<RiskWarning, Record<string, unknown>>
        actionRef={actionRef}
        rowKey="userId"
        size="small"
        columns={columns}
        params={{ side }}
        request={proTableRequest((q: RiskQuery) => queryRiskWarnings(side, q))}
        search={{ labelWidth: 'auto', span: 8 }}
        pagination={{ defaultPageSize: 20, showSizeChanger: true }}
        scroll={{ x: 1300 }}
        locale={{
          emptyText: <Empty description={t('account.common.empty')} />,
        }}
        data-testid={`risk-${side}`}
      />
    </Space>
  );
}
