import usePrefixedPath from '@/hooks/usePrefixedPath';
import { BALANCE_EXCEL_URL, queryBalanceRecords } from '@/services/points';
import { Link } from '@umijs/max';
import { Button, Space } from 'antd';
import FundSummary from './components/FundSummary';
import LedgerTable from './components/LedgerTable';
import useText from '@/hooks/useText';

/** /profile/fund_balances: the balance account and its ledger (frozen part included). */
export default function FundBalances() {
  const t = useText();
  const to = usePrefixedPath();
  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }}>
      <FundSummary
        kind="BALANCE"
        actions={
          <Link to={to('/user/withdrawal')}>
            <Button size="small" type="primary">
              {t('account.summary.withdraw')}
            </Button>
          </Link>
        }
      />
      <LedgerTable
        testId="ledger-balances"
        accounts={['BALANCE', 'FROZEN']}
        fetcher={queryBalanceRecords}
        exportUrl={BALANCE_EXCEL_URL}
        fallbackName={`${t('account.export.file.balances')}.xlsx`}
      />
    </Space>
  );
}
