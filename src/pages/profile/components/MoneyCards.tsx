import usePrefixedPath from '@/hooks/usePrefixedPath';
import { useAccess, useFund } from '@/hooks/useCurrentUser';
import type { CurrentUser } from '@/types';
import { formatQuantity } from '@/utils/format';
import { Link } from '@umijs/max';
import { Card, Col, Row, Statistic, Typography } from 'antd';
import useText from '@/hooks/useText';
import { moneyText } from '@/components/MoneyText';

/** Balance, deposit and points at a glance, each linking to its ledger (when the user may open it). */
export default function MoneyCards({ user }: { user: CurrentUser }) {
  const t = useText();
  const to = usePrefixedPath();
  const access = useAccess();
  const { info } = useFund();
  const may = (p: string) => access.isMain || access.subAuthorities.includes(p);
  const card = (title: string, value: string, sub: string, path: string | undefined, testId: string) => (
    <Col xs={24} md={8}>
      <Card size="small" title={title} extra={path ? <Link to={to(path)}>{t('account.overview.details')}</Link> : null}>
        <Statistic value={value} valueStyle={{ fontSize: 24 }} data-testid={testId} />
        <Typography.Text type="secondary">{sub}</Typography.Text>
      </Card>
    </Col>
  );
  return (
    <Row gutter={[12, 12]}>
      {may('FUND_BALANCES')
        ? card(
            t('account.overview.balance'),
            moneyText(info?.balance),
            t('account.overview.withdrawable', {
              v: moneyText(info?.withdrawableBalance),
            }),
            '/profile/fund_balances',
            'profile-balance',
          )
        : null}
      {may('FUND_DEPOSIT')
        ? card(
            t('account.overview.deposit'),
            moneyText(user.deposit),
            t('account.overview.effectiveDeposit', {
              v: moneyText(user.effectiveDeposit),
            }),
            '/profile/fund_deposit',
            'profile-deposit',
          )
        : null}
      {card(t('account.overview.points'), formatQuantity(user.point), '', '/profile/points', 'profile-points')}
    </Row>
  );
}
