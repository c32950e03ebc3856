import { kindKey, paths } from '@/constants/market';
import usePrefixedPath from '@/hooks/usePrefixedPath';
import type { GameWithCategories } from '@/types';
import { StarFilled, StarOutlined } from '@ant-design/icons';
import { FormattedMessage, Link, useIntl } from '@umijs/max';
import { Button, Space, Tooltip, Typography } from 'antd';
import GameAvatar from '@/components/market/GameAvatar';
import { useLocalName } from '@/hooks/useText';
import { palette } from '@/constants/palette';

export interface GameRowProps {
  game: GameWithCategories;
  followed: boolean;
  busy: boolean;
  onToggleFollow: (game: GameWithCategories) => void;
}

/** One game: its markets (currency / items / accounts), size, and the follow star. */
export default function GameRow({ game, followed, busy, onToggleFollow }: GameRowProps) {
  const intl = useIntl();
  const ln = useLocalName();
  const to = usePrefixedPath();
  const label = intl.formatMessage({ id: followed ? 'market.games.unfollow' : 'market.games.follow' });
  return (
    <div
      data-testid={`game-${game.code}`}
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 10,
        padding: '8px 10px',
        border: '1px solid #f0f0f0',
        borderRadius: 6,
        background: '#fff',
      }}
    >
      <GameAvatar game={game} size={36} />
      <div style={{ flex: 1, minWidth: 0 }}>
        <Link to={to(paths.category(game.categories[0]?.kind ?? 'gold', game.code))}>
          <Typography.Text strong ellipsis>
            {ln(game.name, game.nameEn)}
          </Typography.Text>
        </Link>
        <div style={{ fontSize: 12 }}>
          <Space size={8} wrap>
            {game.categories.map((c) => (
              <Link key={c.id} to={to(paths.category(c.kind, game.code))} data-testid={`game-${game.code}-${c.kind}`}>
                <FormattedMessage id={kindKey(c.kind)} />
              </Link>
            ))}
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              <FormattedMessage id="market.games.servers" values={{ count: game.serverCount }} />
            </Typography.Text>
          </Space>
        </div>
      </div>
      <Tooltip title={label}>
        <Button
          type="text"
          size="small"
          aria-label={label}
          aria-pressed={followed}
          data-testid={`follow-${game.code}`}
          loading={busy}
          icon={followed ? <StarFilled style={{ color: palette.warningIcon }} /> : <StarOutlined />}
          onClick={() => onToggleFollow(game)}
        />
      </Tooltip>
    </div>
  );
}
