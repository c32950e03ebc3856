import { dateTimeColumn, moneyColumn, statusColumn } from '@/components/columns';
import CopyCell from '@/components/table/CopyCell';
import { WITHDRAWAL_STATUS_COLOR, WITHDRAWAL_STATUSES } from '@/constants/account';
import { queryWithdrawals } from '@/services/withdrawal';
import type { WithdrawalRecord } from '@/types';
import { proTableRequest } from '@/utils/proTable';
import { type ActionType, type ProColumns, ProTable } from '@ant-design/pro-components';
import { Empty } from 'antd';
import { useEffect, useRef } from 'react';
import { accountLabel } from '@/utils/accountLabel';
import useText from '@/hooks/useText';

/** The user's withdrawals, newest first; reloads when `refreshKey` changes. */
export default function WithdrawalRecords({ refreshKey }: { refreshKey: number }) {
  const t = useText();
  const actionRef = useRef<ActionType>();
  useEffect(() => {
    if (refreshKey) actionRef.current?.reload();
  }, [refreshKey]);
  const columns: ProColumns<WithdrawalRecord>[] = [
    dateTimeColumn<WithdrawalRecord>(t('account.withdrawal.createdAt'), 'createdAt'),
    {
      title: t('account.withdrawal.bizNo'),
      dataIndex: 'bizNo',
      search: false,
      width: 220,
      render: (_, r) => <CopyCell text={r.bizNo} />,
    },
    moneyColumn<WithdrawalRecord>(t('account.withdrawal.amount'), 'amount'),
    moneyColumn<WithdrawalRecord>(t('account.withdrawal.fee'), 'fee'),
    moneyColumn<WithdrawalRecord>(t('account.withdrawal.actual'), 'actualAmount'),
    {
      title: t('account.withdrawal.account'),
      dataIndex: 'accountNo',
      search: false,
      render: (_, r) => accountLabel(t, r),
    },
    statusColumn<WithdrawalRecord>(
      t('account.withdrawal.status'),
      'status',
      Object.fromEntries(
        WITHDRAWAL_STATUSES.map((s) => [
          s,
          {
            text: t(`account.withdrawal.status.${s}`),
            color: WITHDRAWAL_STATUS_COLOR[s],
          },
        ]),
      ),
      { width: 100 },
    ),
    dateTimeColumn<WithdrawalRecord>(t('account.withdrawal.reviewedAt'), 'reviewedAt'),
  ];
  return (
    <ProTable<WithdrawalRecord>
      actionRef={actionRef}
      rowKey="id"
      size="small"
      headerTitle={t('account.withdrawal.records')}
      columns={columns}
      request={proTableRequest(queryWithdrawals)}
      search={false}
      pagination={{ defaultPageSize: 10, showSizeChanger: true }}
      options={{ density: true, reload: true, setting: false }}
      locale={{ emptyText: <Empty description={t('account.common.empty')} /> }}
      data-testid="withdrawal-records"
    />
  );
}
