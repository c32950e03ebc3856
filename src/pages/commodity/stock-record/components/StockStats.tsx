import { getStockStatistics } from '@/services/stock';
import type { StockRecordQuery } from '@/types';
import { formatQuantity } from '@/utils/format';
import { useRequest } from 'ahooks';
import { Card, Col, Row, Statistic } from 'antd';
import useText from '@/hooks/useText';
import { palette, tagText } from '@/constants/palette';

/** Totals of the records matching the current filter (B/commodity/stockRecords/statistics). */
export default function StockStats({ query, version }: { query: StockRecordQuery; version: number }) {
  const t = useText();
  const key = JSON.stringify(query);
  const { data, loading } = useRequest(() => getStockStatistics(query), { refreshDeps: [key, version] });
  const items: Array<[string, number | undefined, string?]> = [
    ['supplier.stock.stats.records', data?.records],
    ['supplier.stock.stats.in', data?.inQuantity, palette.primary],
    ['supplier.stock.stats.out', data?.outQuantity, tagText.orange7],
    ['supplier.stock.stats.cancel', data?.cancelQuantity],
    ['supplier.stock.stats.net', data?.netQuantity],
  ];
  return (
    <Card size="small" style={{ marginBottom: 12 }} data-testid="stock-stats">
      <Row gutter={16}>
        {items.map(([k, v, color]) => (
          <Col key={k} flex="1 1 120px">
            <Statistic
              title={t(k)}
              loading={loading && !data}
              value={v === undefined ? '-' : formatQuantity(v)}
              valueStyle={{ fontSize: 20, color }}
            />
          </Col>
        ))}
      </Row>
    </Card>
  );
}
