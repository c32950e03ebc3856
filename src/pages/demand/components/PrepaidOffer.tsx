import { moneyText } from '@/components/MoneyText';
import useText from '@/hooks/useText';
import { getPrepaidConfigByGameId } from '@/services/market';
import { useRequest } from 'ahooks';
import { Alert, Form, Space, Tag } from 'antd';
import { discountPercent, prepaidPrices } from './prepaidPrices';

/**
 * The chosen game's prepaid offer (getPrepaidConfigByGameId): face values a buyer may prepay and what
 * each costs after the discount, so a receiver can price the demand against it. Nothing for a game without one.
 */
export default function PrepaidOffer() {
  const t = useText();
  const gameId: string | undefined = Form.useWatch('gameId', Form.useFormInstance());
  const { data } = useRequest(() => getPrepaidConfigByGameId(gameId!), {
    ready: !!gameId,
    refreshDeps: [gameId],
    cacheKey: `market.prepaid.${gameId ?? ''}`,
    staleTime: 300_000,
  });
  // an answer for a game chosen before stays until the new one arrives: show only the current game's
  const config = data && data.gameId === gameId ? data : undefined;
  const prices = prepaidPrices(config);
  if (!config || !prices.length) return null;
  return (
    <Alert
      type="info"
      showIcon
      style={{ width: '100%', marginBottom: 12 }}
      data-testid="prepaid-offer"
      message={t('reseller.form.prepaidOffer', { discount: discountPercent(config) })}
      description={
        <Space size={[4, 4]} wrap>
          {prices.map((p) => (
            <Tag key={p.face}>{t('reseller.form.prepaidOffer.price', { face: moneyText(p.face), pay: moneyText(p.pay) })}</Tag>
          ))}
        </Space>
      }
    />
  );
}
