import { kindKey, paths } from '@/constants/market';
import usePrefixedPath from '@/hooks/usePrefixedPath';
import type { Category, GameWithCategories } from '@/types';
import { FormattedMessage, Link } from '@umijs/max';
import { Card, Segmented, Space, Typography } from 'antd';
import { history } from '@umijs/max';
import GameAvatar from '@/components/market/GameAvatar';
import { useLocalName } from '@/hooks/useText';

export interface MarketHeaderProps {
  game: GameWithCategories;
  category: Category;
}

/** Game identity and the switch between its categories (currency / items / accounts). */
export default function MarketHeader({ game, category }: MarketHeaderProps) {
  const ln = useLocalName();
  const to = usePrefixedPath();
  return (
    <Card size="small" styles={{ body: { display: 'flex', alignItems: 'center', gap: 16, flexWrap: 'wrap' } }}>
      <GameAvatar game={game} size={44} />
      <div style={{ flex: 1, minWidth: 200 }}>
        <Typography.Title level={4} style={{ margin: 0 }} data-testid="market-game">
          {ln(game.name, game.nameEn)} · {ln(category.name, category.nameEn)}
        </Typography.Title>
        <Space size={12} style={{ fontSize: 12 }}>
          <Typography.Text type="secondary">
            <FormattedMessage id="market.games.servers" values={{ count: game.serverCount }} />
          </Typography.Text>
          <Typography.Text type="secondary">
            <FormattedMessage id="market.home.listings" values={{ count: game.listingCount }} />
          </Typography.Text>
          <Link to={to('/games')}>
            <FormattedMessage id="market.home.allGames" />
          </Link>
        </Space>
      </div>
      <Segmented
        value={category.kind}
        onChange={(kind) => history.push(to(paths.category(String(kind), game.code)))}
        options={game.categories.map((c) => ({ value: c.kind, label: <FormattedMessage id={kindKey(c.kind)} /> }))}
      />
    </Card>
  );
}
