import usePrefixedPath from '@/hooks/usePrefixedPath';
import { queryStatement, STATEMENT_EXCEL_URL } from '@/services/account';
import { Link } from '@umijs/max';
import { Button, Space } from 'antd';
import FundSummary from './components/FundSummary';
import LedgerTable from './components/LedgerTable';
import useText from '@/hooks/useText';

const EXTRA = { accountKind: 'DEPOSIT' };

/** /profile/fund_deposit: the deposit (effective and locked) and its ledger. */
export default function FundDeposit() {
  const t = useText();
  const to = usePrefixedPath();
  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }}>
      <FundSummary
        kind="DEPOSIT"
        actions={
          <Space size={4}>
            <Link to={to('/deposit/rechange')}>
              <Button size="small">{t('account.summary.topUp')}</Button>
            </Link>
            <Link to={to('/deposit/return')}>
              <Button size="small">{t('account.summary.refund')}</Button>
            </Link>
          </Space>
        }
      />
      <LedgerTable
        testId="ledger-deposit"
        accounts={['DEPOSIT', 'LOCKED_DEPOSIT']}
        fetcher={queryStatement}
        extra={EXTRA}
        exportUrl={STATEMENT_EXCEL_URL}
        fallbackName={`${t('account.export.file.deposit')}.xlsx`}
      />
    </Space>
  );
}
