import { kindKey, paths } from '@/constants/market';
import usePrefixedPath from '@/hooks/usePrefixedPath';
import { queryHomeServers } from '@/services/market';
import type { GameWithCategories } from '@/types';
import { FormattedMessage, history, useIntl } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Button, Select } from 'antd';
import styles from '../index.less';
import Panel from './Panel';
import { useState } from 'react';
import { useLocalName } from '@/hooks/useText';

/** Game → server → category, then straight into that market with the server filter set. */
export default function QuickSearch({ games }: { games: GameWithCategories[] | undefined }) {
  const intl = useIntl();
  const ln = useLocalName();
  const to = usePrefixedPath();
  const [gameId, setGameId] = useState<string>();
  const [serverId, setServerId] = useState<string>();
  const [kind, setKind] = useState<string>();
  const game = games?.find((g) => g.id === gameId);
  const servers = useRequest(() => (gameId ? queryHomeServers(gameId) : Promise.resolve([])), { refreshDeps: [gameId] });

  const submit = () => {
    if (!game) return;
    const category = game.categories.find((c) => c.kind === kind) ?? game.categories[0];
    history.push(to(`${paths.category(category.kind, game.code)}${serverId ? `?server=${serverId}` : ''}`));
  };

  return (
    <Panel style={{ height: '100%' }} title={<FormattedMessage id="market.home.quickSearch.title" />} data-testid="quick-search">
      {/* plain labelled fields: no validation needed, and Form would weigh on home's first load */}
      <form
        className={styles.quickForm}
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <div className={styles.quickField}>
          <label htmlFor="quick-search-game">
            <FormattedMessage id="market.home.quickSearch.game" />
          </label>
          <Select
            showSearch
            data-testid="quick-game"
            id="quick-search-game"
            value={gameId}
            loading={!games}
            placeholder={intl.formatMessage({ id: 'market.home.quickSearch.game' })}
            optionFilterProp="label"
            options={games?.map((g) => ({ value: g.id, label: `${ln(g.name, g.nameEn)} ${g.code}` }))}
            onChange={(id: string) => {
              setGameId(id);
              setServerId(undefined);
              setKind(games?.find((g) => g.id === id)?.categories[0]?.kind);
            }}
          />
        </div>
        <div className={styles.quickField}>
          <label htmlFor="quick-search-server">
            <FormattedMessage id="market.home.quickSearch.server" />
          </label>
          <Select
            showSearch
            allowClear
            disabled={!gameId}
            id="quick-search-server"
            value={serverId}
            loading={servers.loading}
            placeholder={intl.formatMessage({ id: 'market.home.quickSearch.anyServer' })}
            optionFilterProp="label"
            options={servers.data?.map((s) => ({ value: s.id, label: ln(s.name, s.nameEn) }))}
            onChange={(id?: string) => setServerId(id)}
          />
        </div>
        <div className={styles.quickField}>
          <label htmlFor="quick-search-category">
            <FormattedMessage id="market.home.quickSearch.category" />
          </label>
          <Select
            disabled={!game}
            id="quick-search-category"
            value={kind}
            placeholder={intl.formatMessage({ id: 'market.home.quickSearch.category' })}
            options={game?.categories.map((c) => ({ value: c.kind, label: intl.formatMessage({ id: kindKey(c.kind) }) }))}
            onChange={(k: string) => setKind(k)}
          />
        </div>
        <Button type="primary" htmlType="submit" block disabled={!game} data-testid="quick-submit">
          <FormattedMessage id="market.home.quickSearch.submit" />
        </Button>
      </form>
    </Panel>
  );
}
