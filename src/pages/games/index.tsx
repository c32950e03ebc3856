import SearchBox from '@/components/SearchBox';
import { useUserState } from '@/hooks/useCurrentUser';
import useUrlFilters from '@/hooks/useUrlFilters';
import { followGame, listUserFollowGame, unfollowGame } from '@/services/follow';
import { searchGames } from '@/services/market';
import type { GameWithCategories } from '@/types';
import { openLoginDialog } from '@/utils/loginDialog';
import { toast } from '@/utils/toast';
import { FormattedMessage, useIntl } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Card, Empty, Segmented, Space, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useLocalName } from '@/hooks/useText';
import { isEnglish } from '@/utils/i18n';
import LoadState from '@/components/LoadState';
import GameRow from './components/GameRow';
import SearchHistory from './components/SearchHistory';
import { palette } from '@/constants/palette';

const ALL = '*';

/** All games, A–Z by initial, with search, search history and followed games first. */
export default function Games() {
  const intl = useIntl();
  const ln = useLocalName();
  const { currentUser } = useUserState();
  const [url, setUrl] = useUrlFilters();
  const keyword = url.q ?? '';
  const initial = url.initial ?? ALL;
  const [pending, setPending] = useState<string>();
  const { data, loading, error, refresh, mutate } = useRequest(() => searchGames({ keyword: keyword || undefined }), {
    refreshDeps: [keyword, currentUser?.id],
    debounceWait: 200,
  });
  const initialOf = (g: GameWithCategories) => (isEnglish(intl.locale) ? g.initial : (g.initialZh ?? g.initial));

  const letters = useMemo(() => [...new Set((data ?? []).map(initialOf))].sort(), [data, intl.locale]); // eslint-disable-line react-hooks/exhaustive-deps -- rebuilt when the language changes (intl is a new object on every render)
  const shown = (data ?? []).filter((g) => initial === ALL || initialOf(g) === initial);
  // the user's follows, newest first (follow/listUserFollowGame); until they load, the list's own marks
  const follows = useRequest(listUserFollowGame, { ready: !!currentUser, refreshDeps: [currentUser?.id] });
  const followed = follows.data
    ? [...follows.data]
        .sort((a, b) => b.followedAt.localeCompare(a.followedAt))
        .map((f) => shown.find((g) => g.id === f.gameId))
        .filter((g): g is GameWithCategories => !!g)
    : shown.filter((g) => g.followed);
  const groups = letters
    .filter((l) => initial === ALL || l === initial)
    .map((l) => ({
      letter: l,
      games: shown.filter((g) => initialOf(g) === l).sort((a, b) => ln(a.name, a.nameEn).localeCompare(ln(b.name, b.nameEn))),
    }))
    .filter((g) => g.games.length > 0);

  const toggleFollow = async (game: GameWithCategories) => {
    if (!currentUser) {
      openLoginDialog();
      return;
    }
    setPending(game.id);
    try {
      if (game.followed) await unfollowGame(game.id);
      else await followGame(game.id);
      mutate((list) => list?.map((g) => (g.id === game.id ? { ...g, followed: !game.followed } : g)));
      follows.refresh();
      toast.success(
        intl.formatMessage(
          { id: game.followed ? 'market.games.unfollowDone' : 'market.games.followDone' },
          { name: ln(game.name, game.nameEn) },
        ),
      );
    } finally {
      setPending(undefined);
    }
  };

  const grid = (games: GameWithCategories[]) => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))', gap: 8 }}>
      {games.map((g) => (
        <GameRow key={g.id} game={g} followed={!!g.followed} busy={pending === g.id} onToggleFollow={toggleFollow} />
      ))}
    </div>
  );

  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }}>
      <Card size="small">
        <Space direction="vertical" size={10} style={{ width: '100%' }}>
          <SearchBox
            size="large"
            data-testid="games-search"
            value={keyword}
            placeholder={intl.formatMessage({ id: 'market.games.search' })}
            onSearch={(q) => setUrl({ ...url, q, initial: undefined })}
          />
          {currentUser && <SearchHistory />}
          <Segmented
            value={initial}
            onChange={(v) => setUrl({ ...url, initial: v === ALL ? undefined : String(v) })}
            options={[
              { value: ALL, label: intl.formatMessage({ id: 'market.games.initialAll' }) },
              ...letters.map((l) => ({ value: l, label: l })),
            ]}
          />
        </Space>
      </Card>
      <LoadState loading={loading && !data} error={error} onRetry={refresh} rows={8}>
        {shown.length === 0 ? (
          <Card size="small">
            <Empty description={<FormattedMessage id="market.games.noMatch" values={{ keyword }} />} />
          </Card>
        ) : (
          <>
            {followed.length > 0 && (
              <Card
                size="small"
                title={<FormattedMessage id="market.games.followed" />}
                extra={
                  follows.data ? (
                    <Typography.Text type="secondary">
                      <FormattedMessage id="market.games.followed.order" />
                    </Typography.Text>
                  ) : null
                }
                data-testid="games-followed"
              >
                {grid(followed)}
              </Card>
            )}
            <Card
              size="small"
              title={<FormattedMessage id="market.games.count" values={{ count: shown.length }} />}
              data-testid="games-all"
            >
              {/* letter groups flow into columns like a printed index: dense, no ragged gaps */}
              <div style={{ columns: '3 300px', columnGap: 16 }}>
                {groups.map((g) => (
                  <section key={g.letter} id={`initial-${g.letter}`} style={{ breakInside: 'avoid', marginBottom: 12 }}>
                    <Typography.Title level={5} style={{ margin: '0 0 6px', color: palette.primary }}>
                      {g.letter}
                    </Typography.Title>
                    <Space direction="vertical" size={6} style={{ width: '100%' }}>
                      {g.games.map((game) => (
                        <GameRow
                          key={game.id}
                          game={game}
                          followed={!!game.followed}
                          busy={pending === game.id}
                          onToggleFollow={toggleFollow}
                        />
                      ))}
                    </Space>
                  </section>
                ))}
              </div>
            </Card>
          </>
        )}
      </LoadState>
    </Space>
  );
}
