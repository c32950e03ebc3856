import type { StoreCategoryStat } from '@/types';
import { formatQuantity } from '@/utils/format';
import { FormattedMessage } from '@umijs/max';
import { Card, Typography } from 'antd';
import { useLocalName } from '@/hooks/useText';
import { formatUnitPrice } from '@/utils/market';
import { palette } from '@/constants/palette';

export interface CategoryStatsProps {
  stats: StoreCategoryStat[];
  selected?: string;
  onSelect: (categoryId: string | undefined) => void;
}

/** The store's open listings per game category; a click narrows the listings to that category. */
export default function CategoryStats({ stats, selected, onSelect }: CategoryStatsProps) {
  const ln = useLocalName();
  return (
    <div data-testid="store-stats" style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(190px, 1fr))', gap: 8 }}>
      {stats.map((s) => {
        const active = s.categoryId === selected;
        return (
          <Card
            key={s.categoryId}
            size="small"
            hoverable
            onClick={() => onSelect(active ? undefined : s.categoryId)}
            style={{ borderColor: active ? palette.primary : undefined, background: active ? '#f0f7ff' : undefined }}
            styles={{ body: { padding: '8px 10px' } }}
          >
            <Typography.Text strong ellipsis style={{ display: 'block' }}>
              {`${ln(s.gameName, s.gameNameEn)} · ${ln(s.categoryName, s.categoryNameEn)}`}
            </Typography.Text>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              <FormattedMessage id="market.store.categories.listings" values={{ count: s.listingCount }} />
              {' · '}
              <FormattedMessage id="market.store.categories.quantity" values={{ quantity: formatQuantity(s.quantity) }} />
            </Typography.Text>
            <div style={{ color: '#d4380d', fontSize: 12 }}>
              <FormattedMessage id="market.store.categories.minPrice" values={{ price: formatUnitPrice(s.minPrice) }} />
            </div>
          </Card>
        );
      })}
    </div>
  );
}
