import { FormattedMessage, useIntl } from '@umijs/max';
import { Alert, Card, Col, Row, Statistic } from 'antd';
import Big from 'big.js';
import { moneyText } from '@/components/MoneyText';

interface Props {
  deposit: string;
  lockedDeposit: string;
  effectiveDeposit: string;
  required: string;
  /** a fourth figure (refundable, shortfall…) */
  extra?: { labelId: string; value: string };
}

/** The deposit figures of the fund model side by side, and whether they cover the receiver requirement. */
export default function DepositSummary({ deposit, lockedDeposit, effectiveDeposit, required, extra }: Props) {
  const intl = useIntl();
  const short = new Big(required).minus(effectiveDeposit);
  const figures: Array<[string, string]> = [
    ['reseller.deposit.effective', effectiveDeposit],
    ['reseller.deposit.deposit', deposit],
    ['reseller.deposit.locked', lockedDeposit],
    ['reseller.deposit.required', required],
    ...(extra ? ([[extra.labelId, extra.value]] as Array<[string, string]>) : []),
  ];
  return (
    <Card size="small" style={{ marginBottom: 12 }} data-testid="deposit-summary">
      <Row gutter={[16, 8]}>
        {figures.map(([id, v]) => (
          <Col key={id} flex="1 1 140px">
            <Statistic
              title={<FormattedMessage id={id} />}
              value={moneyText(v)}
              valueStyle={{ fontSize: 20 }}
              data-testid={`deposit-${id.split('.').pop()}`}
            />
          </Col>
        ))}
      </Row>
      <Alert
        style={{ marginTop: 10 }}
        type={short.gt(0) ? 'warning' : 'success'}
        showIcon
        message={
          short.gt(0)
            ? intl.formatMessage({ id: 'reseller.deposit.short' }, { amount: moneyText(short.toFixed(2)) })
            : intl.formatMessage({ id: 'reseller.deposit.ok' })
        }
      />
    </Card>
  );
}
