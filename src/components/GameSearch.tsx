import { kindKey, paths } from '@/constants/market';
import usePrefixedPath from '@/hooks/usePrefixedPath';
import { searchGames } from '@/services/market';
import type { CategoryKind, GameWithCategories } from '@/types';
import { SearchOutlined } from '@ant-design/icons';
import { history, useIntl } from '@umijs/max';
import { useDebounceFn } from 'ahooks';
import { AutoComplete } from 'antd';
import { useState } from 'react';
import { isEnglish } from '@/utils/i18n';

const MAX_GAMES = 8;

/**
 * The header's game search: type a name (Chinese or English) or a code, pick a game's category and
 * land on that market. Enter opens the first match's first category.
 */
export default function GameSearch() {
  const intl = useIntl();
  const to = usePrefixedPath();
  const en = isEnglish(intl.locale);
  const [value, setValue] = useState('');
  const [games, setGames] = useState<GameWithCategories[]>([]);
  const [searching, setSearching] = useState(false);
  const { run } = useDebounceFn(
    (keyword: string) => {
      if (!keyword.trim()) {
        setGames([]);
        return;
      }
      setSearching(true);
      searchGames({ keyword: keyword.trim() })
        .then((list) => setGames(list.slice(0, MAX_GAMES)))
        .catch(() => setGames([])) // the pipeline showed why; the box shows no matches
        .finally(() => setSearching(false));
    },
    { wait: 200 },
  );
  const go = (target: string) => {
    setValue('');
    setGames([]);
    history.push(to(target));
  };
  const name = (g: GameWithCategories) => (en ? g.nameEn : g.name);
  const options = games.map((g) => ({
    label: name(g),
    options: g.categories.map((c) => ({
      value: paths.category(c.kind, g.code),
      label: `${name(g)} · ${intl.formatMessage({ id: kindKey(c.kind as CategoryKind) })}`,
    })),
  }));

  return (
    <AutoComplete
      value={value}
      options={options}
      onSearch={(v) => {
        setValue(v);
        run(v);
      }}
      onSelect={(target: string) => go(target)}
      notFoundContent={value.trim() && !searching ? intl.formatMessage({ id: 'market.search.noResult' }) : undefined}
      popupMatchSelectWidth={280}
      style={{ width: 220 }}
      data-testid="header-game-search"
      // AutoComplete's own input (no antd Input child): one component less on every site page.
      // Enter picks the first match, which is active by default.
      size="small"
      allowClear
      prefix={<SearchOutlined style={{ color: '#bfbfbf' }} />}
      placeholder={intl.formatMessage({ id: 'market.search.placeholder' })}
      aria-label={intl.formatMessage({ id: 'market.search.placeholder' })}
    />
  );
}
