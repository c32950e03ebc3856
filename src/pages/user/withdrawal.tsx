import LoadState from '@/components/LoadState';
import usePrefixedPath from '@/hooks/usePrefixedPath';
import { useUserState } from '@/hooks/useCurrentUser';
import AmountStat from './components/AmountStat';
import WithdrawalForm from './components/WithdrawalForm';
import WithdrawalRecords from './components/WithdrawalRecords';
import useText from '@/hooks/useText';
import { maxToday } from './components/amountRules';
import { listReceivingAccounts } from '@/services/account';
import { getWithdrawalInfo } from '@/services/withdrawal';
import { sub } from '@/utils/decimal';
import { Link, useDispatch } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Alert, Button, Card, Col, Row, Skeleton, Space } from 'antd';
import { useState } from 'react';

/** /user/withdrawal: balance, what may be withdrawn today, the form, and the withdrawals so far. */
export default function Withdrawal() {
  const t = useText();
  const to = usePrefixedPath();
  const dispatch = useDispatch();
  const { currentUser } = useUserState();
  const [done, setDone] = useState(0);
  const info = useRequest(getWithdrawalInfo, { refreshDeps: [done] });
  const accounts = useRequest(listReceivingAccounts);

  const onDone = () => {
    setDone((n) => n + 1);
    dispatch({ type: 'fund/fetch' });
    dispatch({ type: 'user/fetch' });
  };

  if (currentUser && !currentUser.realNameAuth) {
    return (
      <Alert
        type="warning"
        showIcon
        message={t('account.withdrawal.needRealname')}
        action={
          <Link to={to('/profile/realname')}>
            <Button size="small" type="primary">
              {t('account.overview.realNameGo')}
            </Button>
          </Link>
        }
      />
    );
  }

  const d = info.data;
  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }}>
      <Row gutter={12}>
        <Col xs={24} lg={15}>
          <Card size="small" title={t('route.user.withdrawal')}>
            {accounts.loading && !accounts.data ? (
              <Skeleton active />
            ) : accounts.error && !accounts.data ? (
              // the accounts did not load: not the same as having none to withdraw to
              <LoadState error onRetry={accounts.refresh} />
            ) : (
              <WithdrawalForm info={d} accounts={accounts.data ?? []} onDone={onDone} />
            )}
          </Card>
        </Col>
        <Col xs={24} lg={9}>
          <Card
            size="small"
            loading={info.loading && !d}
            extra={<Link to={to('/profile/fund_balances')}>{t('account.withdrawal.balanceRecords')}</Link>}
          >
            <Row gutter={[12, 12]}>
              <AmountStat label={t('account.withdrawal.balance')} value={d?.balance} testId="withdrawal-balance" />
              <AmountStat label={t('account.withdrawal.frozen')} value={d?.frozenBalance} testId="withdrawal-frozen" />
              <AmountStat
                label={t('account.withdrawal.withdrawable')}
                value={d?.withdrawableBalance}
                testId="withdrawal-withdrawable"
                strong
              />
              <AmountStat
                label={t('account.withdrawal.todayLeft')}
                value={d ? sub(d.dailyLimit, d.dailyUsed) : undefined}
                testId="withdrawal-today-left"
              />
              <AmountStat label={t('account.withdrawal.maxNow')} value={d ? maxToday(d) : undefined} testId="withdrawal-max" />
            </Row>
          </Card>
        </Col>
      </Row>
      <WithdrawalRecords refreshKey={done} />
    </Space>
  );
}
