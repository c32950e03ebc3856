import type { OrderStatistic } from '@/types';
import { moneyText } from '@/components/MoneyText';
import { formatQuantity } from '@/utils/format';
import { Card, Col, Row, Skeleton, Statistic } from 'antd';
import useText from '@/hooks/useText';

const FIELDS: Array<{ key: keyof OrderStatistic; money?: boolean }> = [
  { key: 'todayCount' },
  { key: 'todayAmount', money: true },
  { key: 'monthCount' },
  { key: 'monthAmount', money: true },
  { key: 'todo' },
  { key: 'inDispute' },
  { key: 'unread' },
  { key: 'inEscrow', money: true },
];

/** The statistics strip above an order list (me/statistic). */
export default function StatStrip({ data, loading }: { data?: OrderStatistic; loading: boolean }) {
  const t = useText();
  return (
    <Card size="small" styles={{ body: { padding: '8px 16px' } }} data-testid="order-statistic">
      {loading && !data ? (
        <Skeleton active paragraph={false} />
      ) : (
        <Row gutter={16} wrap>
          {FIELDS.map(({ key, money }) => {
            const raw = data ? String(data[key]) : '';
            return (
              <Col key={key} flex="1 1 110px">
                <Statistic
                  title={t(`trade.stat.${key}`)}
                  value={money ? moneyText(raw) : formatQuantity(raw)}
                  valueStyle={{ fontSize: 18 }}
                />
              </Col>
            );
          })}
        </Row>
      )}
    </Card>
  );
}
