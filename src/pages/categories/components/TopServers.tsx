import { topCommodityServerByPrice, topDemandServerByPrice } from '@/services/market';
import type { Category } from '@/types';
import { FormattedMessage } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Card, List, Typography } from 'antd';
import { useLocalName } from '@/hooks/useText';
import LoadState from '@/components/LoadState';
import { priceText } from '@/components/MoneyText';
import { palette } from '@/constants/palette';

export interface TopServersProps {
  side: 'commodity' | 'demand';
  category: Category;
  selected?: string;
  onSelect: (serverId: string | undefined) => void;
}

/** Servers ranked by their best price now: a click filters the table to that server. */
export default function TopServers({ side, category, selected, onSelect }: TopServersProps) {
  const ln = useLocalName();
  const fetch = side === 'commodity' ? topCommodityServerByPrice : topDemandServerByPrice;
  const { data, loading, error, refresh } = useRequest(() => fetch({ gameId: category.gameId, categoryId: category.id, limit: 10 }), {
    refreshDeps: [side, category.id],
  });
  return (
    <Card
      size="small"
      title={<FormattedMessage id={side === 'commodity' ? 'market.category.topServers.commodity' : 'market.category.topServers.demand'} />}
    >
      <LoadState loading={loading && !data} error={error} onRetry={refresh} empty={data?.length === 0}>
        <List
          size="small"
          split={false}
          dataSource={data}
          data-testid="top-servers"
          renderItem={(s, i) => (
            <List.Item
              onClick={() => onSelect(selected === s.serverId ? undefined : s.serverId)}
              style={{
                cursor: 'pointer',
                padding: '4px 6px',
                borderRadius: 4,
                background: selected === s.serverId ? '#e6f4ff' : undefined,
              }}
            >
              <span style={{ width: 18, color: i < 3 ? '#d4380d' : palette.textTertiarySolid, fontWeight: 600 }}>{i + 1}</span>
              <span style={{ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                {ln(s.serverName, s.serverNameEn)}
              </span>
              <Typography.Text strong style={{ color: '#d4380d' }}>
                {priceText(s.unitPrice)}
              </Typography.Text>
              <Typography.Text type="secondary" style={{ fontSize: 12, width: 56, textAlign: 'right' }}>
                <FormattedMessage id="market.category.topServers.listings" values={{ count: s.listingCount }} />
              </Typography.Text>
            </List.Item>
          )}
        />
      </LoadState>
    </Card>
  );
}
