import { POINT_EXCEL_URL, queryPointRecords } from '@/services/points';
import { Alert, Space } from 'antd';
import FundSummary from './components/FundSummary';
import LedgerTable from './components/LedgerTable';
import useText from '@/hooks/useText';

/** /profile/points: loyalty points, how they are earned, and their ledger. */
export default function Points() {
  const t = useText();
  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }}>
      <FundSummary kind="POINT" />
      <Alert type="info" showIcon message={t('account.points.rules')} />
      <LedgerTable
        testId="ledger-points"
        points
        accounts={['POINT']}
        fetcher={queryPointRecords}
        exportUrl={POINT_EXCEL_URL}
        fallbackName={`${t('account.export.file.points')}.xlsx`}
      />
    </Space>
  );
}
