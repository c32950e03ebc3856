import { dateTimeColumn } from '@/components/columns';
import { queryDepositRecords } from '@/services/deposit';
import type { DepositRecord, DepositRecordQuery } from '@/types';
import { formatMoney } from '@/utils/format';
import { proTableRequest } from '@/utils/proTable';
import { type ActionType, type ProColumns, ProTable } from '@ant-design/pro-components';
import { useIntl } from '@umijs/max';
import { Tag, Typography } from 'antd';
import { type MutableRefObject, useMemo } from 'react';
import useText from '@/hooks/useText';

const BIZ_TYPES = ['DEPOSIT_RECHARGE', 'DEPOSIT_LOCK', 'DEPOSIT_REFUND_LOCK', 'DEPOSIT_REFUND_CANCEL', 'DEPOSIT_REFUND'];

/** The deposit ledger (B/fund/deposit/page): every movement of the effective and locked deposit. */
export default function DepositRecords({ actionRef }: { actionRef?: MutableRefObject<ActionType | undefined> }) {
  const intl = useIntl();
  const t = useText();
  const label = (type: string) => (intl.messages[`reseller.deposit.bizType.${type}`] ? t(`reseller.deposit.bizType.${type}`) : type);
  const columns = useMemo<ProColumns<DepositRecord>[]>(
    () => [
      dateTimeColumn<DepositRecord>(t('reseller.deposit.record.tradeAt'), 'tradeAt'),
      {
        title: t('reseller.deposit.record.bizType'),
        dataIndex: 'bizType',
        valueType: 'select',
        valueEnum: Object.fromEntries(BIZ_TYPES.map((b) => [b, { text: label(b) }])),
        render: (_, r) => label(r.bizType),
        width: 140,
      },
      {
        title: t('reseller.deposit.record.account'),
        dataIndex: 'account',
        search: false,
        width: 90,
        render: (_, r) => <Tag color={r.account === 'DEPOSIT' ? 'green' : 'orange'}>{t(`reseller.deposit.account.${r.account}`)}</Tag>,
      },
      {
        title: t('reseller.deposit.record.amount'),
        dataIndex: 'amount',
        search: false,
        align: 'right',
        width: 120,
        render: (_, r) => (
          <Typography.Text type={r.amount.startsWith('-') ? 'danger' : 'success'}>
            {r.amount.startsWith('-') ? '' : '+'}
            {formatMoney(r.amount)}
          </Typography.Text>
        ),
      },
      {
        title: t('reseller.deposit.record.balanceAfter'),
        dataIndex: 'balanceAfter',
        search: false,
        align: 'right',
        width: 120,
        render: (_, r) => formatMoney(r.balanceAfter),
      },
      { title: t('reseller.deposit.record.bizNo'), dataIndex: 'bizNo', search: false, copyable: true, width: 200 },
      { title: t('reseller.deposit.record.remark'), dataIndex: 'remark', search: false, ellipsis: true },
    ],
    [intl.locale], // eslint-disable-line react-hooks/exhaustive-deps -- rebuilt when the language changes (intl is a new object on every render)
  );
  const fetcher = useMemo(() => proTableRequest<DepositRecord, DepositRecordQuery>(queryDepositRecords), []);
  return (
    <ProTable<DepositRecord>
      headerTitle={t('reseller.deposit.records')}
      size="small"
      rowKey="id"
      actionRef={actionRef}
      columns={columns}
      request={fetcher}
      search={{ labelWidth: 'auto', span: 6 }}
      pagination={{ defaultPageSize: 10, showSizeChanger: true }}
      locale={{ emptyText: t('reseller.deposit.records.empty') }}
      data-testid="deposit-records"
    />
  );
}
