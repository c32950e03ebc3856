import { priceText } from '@/components/MoneyText';
import { priceIssue } from '@/domain/supplier/rules';
import type { PricingRow } from '@/domain/pricing/types';
import useText from '@/hooks/useText';
import { Input, Table, Tag, Typography } from 'antd';
import { memo, useState } from 'react';

interface Props {
  rows: PricingRow[];
  /** bulk edits: the new price of a row can be typed over (the row recomputes its rank, it never moves) */
  onPrice?: (commodityId: string, price: string) => void;
  loading?: boolean;
}

/** A new-price cell typed over: committed on blur / Enter so the table does not recompute on every key. */
const PriceInput = memo(function PriceInput({ row, onPrice }: { row: PricingRow; onPrice: (id: string, p: string) => void }) {
  const [value, setValue] = useState(row.newPrice);
  const bad = !!priceIssue(value);
  const commit = () => {
    if (!bad && value.trim() !== row.newPrice) onPrice(row.commodityId, value.trim());
  };
  return (
    <Input
      size="small"
      value={value}
      status={bad ? 'error' : undefined}
      onChange={(e) => setValue(e.target.value)}
      onBlur={commit}
      onPressEnter={commit}
      style={{ width: 110 }}
      inputMode="decimal"
      data-testid="preview-price-input"
    />
  );
});

/** The one preview of repricing (rules and bulk edits): price now, market low, rank now, new price, rank after, bound. */
export default function PricingPreviewTable({ rows, onPrice, loading }: Props) {
  const t = useText();
  const changed = rows.filter((r) => r.changed).length;
  return (
    <div data-testid="pricing-preview">
      <Typography.Text type="secondary" data-testid="preview-summary">
        {t('pricing.preview.summary', { total: rows.length, changed })}
      </Typography.Text>
      <Table<PricingRow>
        size="small"
        rowKey="commodityId"
        loading={loading}
        dataSource={rows}
        pagination={rows.length > 50 ? { pageSize: 50, size: 'small', showSizeChanger: false } : false}
        scroll={{ x: 860, y: 360 }}
        rowClassName={(r) => (r.changed ? 'pricing-row-changed' : 'pricing-row-same')}
        locale={{ emptyText: t('pricing.preview.empty') }}
        columns={[
          { title: t('pricing.col.title'), dataIndex: 'title', ellipsis: true, width: 220 },
          {
            title: t('pricing.col.current'),
            dataIndex: 'currentPrice',
            align: 'right',
            width: 100,
            render: (_, r) => priceText(r.currentPrice),
          },
          {
            title: t('pricing.col.marketLow'),
            dataIndex: 'marketLow',
            align: 'right',
            width: 100,
            render: (_, r) => priceText(r.marketLow),
          },
          { title: t('pricing.col.rankNow'), dataIndex: 'rankNow', align: 'right', width: 80 },
          {
            title: t('pricing.col.newPrice'),
            dataIndex: 'newPrice',
            align: 'right',
            width: 130,
            render: (_, r) =>
              onPrice ? (
                <PriceInput key={`${r.commodityId}:${r.newPrice}`} row={r} onPrice={onPrice} />
              ) : (
                <Typography.Text strong={r.changed} data-testid="preview-new-price">
                  {priceText(r.newPrice)}
                </Typography.Text>
              ),
          },
          { title: t('pricing.col.rankAfter'), dataIndex: 'rankAfter', align: 'right', width: 80 },
          {
            title: t('pricing.col.bound'),
            key: 'bound',
            width: 150,
            render: (_, r) => (
              <span data-testid="preview-bound">
                {r.clippedBy ? <Tag color={r.clippedBy === 'FLOOR' ? 'orange' : 'blue'}>{t(`pricing.bound.${r.clippedBy}`)}</Tag> : null}
                {r.heldBy ? <Tag>{t(`pricing.held.${r.heldBy}`)}</Tag> : null}
                {!r.clippedBy && !r.heldBy ? '-' : null}
              </span>
            ),
          },
        ]}
      />
    </div>
  );
}
