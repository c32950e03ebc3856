import type { Game } from '@/types';
import { useIntl } from '@umijs/max';
import { isEnglish } from '@/utils/i18n';

export interface GameAvatarProps {
  game: Pick<Game, 'name' | 'nameEn' | 'code' | 'color'>;
  size?: number;
}

/** A game's tile: its brand colour with the first character of its local name (no image to load). */
export default function GameAvatar({ game, size = 40 }: GameAvatarProps) {
  const { locale } = useIntl();
  const label = isEnglish(locale) ? game.nameEn.replace(/[^A-Za-z0-9]/g, '').slice(0, 2) : game.name.slice(0, 1);
  return (
    <span
      aria-hidden
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        flex: 'none',
        width: size,
        height: size,
        borderRadius: 8,
        background: `linear-gradient(135deg, ${game.color ?? '#1677ff'}, #0b1a2e)`,
        color: '#fff',
        fontWeight: 600,
        fontSize: Math.round(size * 0.42),
        letterSpacing: 0,
      }}
    >
      {label}
    </span>
  );
}
