import usePrefixedPath from '@/hooks/usePrefixedPath';
import { useAccess } from '@/hooks/useCurrentUser';
import { getDefaultReceivingAccount, queryStatement, STATEMENT_EXCEL_URL } from '@/services/account';
import type { FundAccountKind, FundReceivingAccount, MoneyAccount } from '@/types';
import { Link } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Card, Col, Row, Space, Typography } from 'antd';
import { accountLabel } from '@/utils/accountLabel';
import FundSummary from './components/FundSummary';
import LedgerTable from './components/LedgerTable';
import useText from '@/hooks/useText';
import { statementLoader } from '@/services/routeLoaders';
import { accountApi } from '@/domain/account/endpoints';

const isAccount = (v: object): v is FundReceivingAccount => typeof (v as Partial<FundReceivingAccount>).id === 'string';

/** umi starts the first page of the statement as navigation starts. */
export const clientLoader = statementLoader;

/**
 * /profile/funds: the fund accounts side by side, the default receiving account, and the
 * statement of every money movement. A sub-account sees the accounts its permissions open.
 */
export default function Funds() {
  const t = useText();
  const to = usePrefixedPath();
  const access = useAccess();
  const may = (p: string) => access.isMain || access.subAuthorities.includes(p);
  const kinds: FundAccountKind[] = [
    ...(may('FUND_BALANCES') ? (['BALANCE'] as const) : []),
    ...(may('FUND_DEPOSIT') ? (['DEPOSIT'] as const) : []),
    'POINT',
  ];
  const accounts: MoneyAccount[] = [
    ...(may('FUND_BALANCES') ? (['BALANCE', 'FROZEN'] as const) : []),
    ...(may('FUND_DEPOSIT') ? (['DEPOSIT', 'LOCKED_DEPOSIT'] as const) : []),
    'POINT',
  ];
  const receiving = useRequest(getDefaultReceivingAccount);
  const def = receiving.data && isAccount(receiving.data) ? receiving.data : undefined;

  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }}>
      <Row gutter={[12, 12]}>
        {kinds.map((k) => (
          <Col key={k} xs={24} xl={24 / (kinds.length + 1)}>
            <FundSummary kind={k} compact />
          </Col>
        ))}
        <Col xs={24} xl={24 / (kinds.length + 1)}>
          <Card
            size="small"
            title={t('account.funds.receiving')}
            extra={<Link to={to('/profile/receiving_account')}>{t('account.funds.manageReceiving')}</Link>}
            loading={receiving.loading}
          >
            {def ? (
              <Space direction="vertical" size={0}>
                <Typography.Text strong>{accountLabel(t, def)}</Typography.Text>
                <Typography.Text type="secondary">{def.accountName}</Typography.Text>
              </Space>
            ) : (
              <Typography.Text type="secondary">{t('account.funds.receivingNone')}</Typography.Text>
            )}
          </Card>
        </Col>
      </Row>
      <Card
        size="small"
        title={t('account.funds.statement')}
        styles={{ body: { padding: 0 } }}
        extra={
          may('FUND_BALANCES') ? (
            <Space size={12}>
              <Link to={to('/profile/statements')}>{t('route.profile.statements')}</Link>
              <Link to={to('/profile/reconciliation')}>{t('route.profile.reconciliation')}</Link>
            </Space>
          ) : null
        }
      >
        <LedgerTable
          testId="ledger-statement"
          viewTable="STATEMENT"
          accounts={accounts}
          fetcher={queryStatement}
          firstRowsOf={accountApi.queryStatement}
          exportUrl={STATEMENT_EXCEL_URL}
          fallbackName={`${t('account.export.file.statement')}.xlsx`}
        />
      </Card>
    </Space>
  );
}
