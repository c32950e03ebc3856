import { Col, Statistic } from 'antd';
import { moneyText } from '@/components/MoneyText';
import { palette } from '@/constants/palette';

/** A money figure in a half-width column. */
export default function AmountStat({ label, value, testId, strong }: { label: string; value?: string; testId: string; strong?: boolean }) {
  return (
    <Col span={12}>
      <Statistic
        title={label}
        value={moneyText(value)}
        valueStyle={{
          fontSize: strong ? 22 : 16,
          fontWeight: strong ? 600 : 400,
          color: strong ? palette.primary : undefined,
        }}
        data-testid={testId}
      />
    </Col>
  );
}
