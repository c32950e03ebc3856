import type { MarketCommodity, MarketDemand } from '@/types';
import { priceText } from '@/components/MoneyText';
import { formatQuantity } from '@/utils/format';
import { useIntl } from '@umijs/max';
import { Descriptions, Typography } from 'antd';
import useText from '@/hooks/useText';
import { isEnglish } from '@/utils/i18n';

/** What is being bought or sold into: the listing's place, price and limits. */
export default function ListingSummary({ listing, kind }: { listing: MarketCommodity | MarketDemand; kind: 'commodity' | 'demand' }) {
  const intl = useIntl();
  const t = useText();
  const english = isEnglish(intl.locale);
  const unit = english ? listing.unitEn : listing.unit;
  const available = kind === 'commodity' ? (listing as MarketCommodity).stock : (listing as MarketDemand).remainingQuantity;
  return (
    <Descriptions
      size="small"
      column={{ xs: 1, md: 2 }}
      bordered
      title={t(kind === 'commodity' ? 'trade.checkout.listing' : 'trade.checkout.demand')}
    >
      <Descriptions.Item label={t('trade.detail.title')} span={2}>
        <Typography.Text strong>{listing.title}</Typography.Text>
      </Descriptions.Item>
      <Descriptions.Item label={t('trade.col.goods')} span={2}>
        {english
          ? `${listing.gameNameEn} · ${listing.serverNameEn} · ${listing.categoryNameEn}`
          : `${listing.gameName} · ${listing.serverName} · ${listing.categoryName}`}
      </Descriptions.Item>
      <Descriptions.Item label={t(kind === 'commodity' ? 'trade.checkout.seller' : 'trade.checkout.reseller')}>
        {listing.storeName}
      </Descriptions.Item>
      <Descriptions.Item label={t('trade.detail.tradeMethod')}>{t(`trade.tradeMethod.${listing.tradeMethod}`)}</Descriptions.Item>
      <Descriptions.Item label={t('trade.checkout.unitPrice')}>{priceText(listing.unitPrice, unit)}</Descriptions.Item>
      <Descriptions.Item
        label={t(kind === 'commodity' ? 'trade.checkout.stock' : 'trade.checkout.wanted')}
      >{`${formatQuantity(available)} ${unit}`}</Descriptions.Item>
      <Descriptions.Item label={t('trade.checkout.limits')} span={2}>
        {t('trade.checkout.limitsValue', {
          min: formatQuantity(listing.minQuantity),
          max: formatQuantity(Math.min(listing.maxQuantity, available)),
        })}
      </Descriptions.Item>
    </Descriptions>
  );
}
