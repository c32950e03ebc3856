import { FormattedMessage } from '@umijs/max';
import { Typography } from 'antd';
import { formatUnitPrice, unitsPerYuan } from '@/utils/market';

export interface PriceBothWaysProps {
  unitPrice: string;
  unit: string;
  /** the "1 yuan = X" reading only makes sense for currencies, not for one item or account */
  showRatio?: boolean;
}

/** "4.32 yuan / 10k gold" over "1 yuan = 0.2315 10k gold" (texts market.price.perUnit / perYuan). */
export default function PriceBothWays({ unitPrice, unit, showRatio = true }: PriceBothWaysProps) {
  return (
    <div style={{ lineHeight: 1.3 }}>
      <Typography.Text strong style={{ color: '#d4380d' }} data-testid="unit-price">
        <FormattedMessage id="market.price.perUnit" values={{ price: formatUnitPrice(unitPrice), unit }} />
      </Typography.Text>
      {showRatio && (
        <div>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            <FormattedMessage id="market.price.perYuan" values={{ quantity: unitsPerYuan(unitPrice), unit }} />
          </Typography.Text>
        </div>
      )}
    </div>
  );
}
