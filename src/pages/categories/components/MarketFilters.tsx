import { COMMODITY_SORTS, DEMAND_SORTS, sortKey, TRADE_METHODS, tradeMethodKey } from '@/constants/market';
import type { Attribute, GameServer } from '@/types';
import { FormattedMessage, useIntl } from '@umijs/max';
import { Button, Input, Select, Space, Tag, Typography } from 'antd';
import { useLocalName } from '@/hooks/useText';
import { searchServers } from '@/services/market';
import { useRequest } from 'ahooks';
import { useState } from 'react';

export interface MarketFilterValues {
  server?: string;
  /** chosen attribute value ids, comma-separated in the URL */
  attrs?: string;
  method?: string;
  sort?: string;
  keyword?: string;
}

export interface MarketFiltersProps {
  tab: 'commodities' | 'demands';
  /** the market's game: typed server names are searched among its servers */
  gameId?: string;
  servers: GameServer[];
  attributes: Attribute[];
  values: MarketFilterValues;
  onChange: (next: MarketFilterValues) => void;
}

const splitAttrs = (attrs?: string) => (attrs ? attrs.split(',').filter(Boolean) : []);

/** Server, attribute, trade-method, sort and keyword filters; every change lands in the URL. */
export default function MarketFilters({ tab, gameId, servers, attributes, values, onChange }: MarketFiltersProps) {
  const intl = useIntl();
  const ln = useLocalName();
  // typed text searches the game's servers on the backend (names in both languages); empty shows them all
  const [serverTyped, setServerTyped] = useState('');
  const serverKeyword = serverTyped.trim();
  const found = useRequest((keyword: string) => searchServers({ gameId: gameId!, keyword }), { manual: true, debounceWait: 250 });
  const onServerSearch = (typed: string) => {
    setServerTyped(typed);
    if (typed.trim() && gameId) found.run(typed.trim());
  };
  const searching = !!serverKeyword && !!gameId;
  const serverOptions = (searching ? (found.data ?? []) : servers).map((s) => ({ value: s.id, label: ln(s.name, s.nameEn) }));
  // the chosen server keeps its name while a search shows other servers
  const chosenServer = servers.find((s) => s.id === values.server);
  if (chosenServer && !serverOptions.some((o) => o.value === chosenServer.id)) {
    serverOptions.unshift({ value: chosenServer.id, label: ln(chosenServer.name, chosenServer.nameEn) });
  }
  const chosen = splitAttrs(values.attrs);
  const set = (patch: Partial<MarketFilterValues>) => onChange({ ...values, ...patch });

  /** One value per attribute: picking another value of the same attribute replaces it. */
  const toggle = (attribute: Attribute, valueId: string) => {
    const own = new Set(attribute.attributeValueList.map((v) => v.id));
    const rest = chosen.filter((id) => !own.has(id));
    const next = chosen.includes(valueId) ? rest : [...rest, valueId];
    set({ attrs: next.join(',') || undefined });
  };

  /** A visible label tied to its select (`id` goes to the select's input). */
  const label = (id: string, forId: string) => (
    <Typography.Text type="secondary" style={{ width: 88, flex: 'none' }}>
      <label htmlFor={forId}>
        <FormattedMessage id={id} />
      </label>
    </Typography.Text>
  );
  const row = { display: 'flex', alignItems: 'center', gap: 8, flexWrap: 'wrap' as const };

  return (
    <Space direction="vertical" size={8} style={{ width: '100%' }} data-testid="market-filters">
      <div style={row}>
        {label('market.category.server', 'market-filter-server')}
        <Select
          id="market-filter-server"
          showSearch
          allowClear
          data-testid="server-filter"
          style={{ width: 220 }}
          value={values.server}
          placeholder={intl.formatMessage({ id: 'market.home.quickSearch.anyServer' })}
          filterOption={false}
          searchValue={serverTyped}
          onSearch={onServerSearch}
          loading={searching && found.loading}
          notFoundContent={searching && !found.loading ? intl.formatMessage({ id: 'market.category.noServer' }) : undefined}
          options={serverOptions}
          onChange={(server?: string) => {
            setServerTyped('');
            set({ server });
          }}
        />
        {label('market.category.tradeMethod', 'market-filter-method')}
        <Select
          id="market-filter-method"
          allowClear
          style={{ width: 150 }}
          value={values.method}
          placeholder={intl.formatMessage({ id: 'market.common.all' })}
          options={TRADE_METHODS.map((m) => ({ value: m, label: intl.formatMessage({ id: tradeMethodKey(m) }) }))}
          onChange={(method?: string) => set({ method })}
        />
        {label('market.category.sort', 'market-filter-sort')}
        <Select
          id="market-filter-sort"
          style={{ width: 170 }}
          value={values.sort ?? (tab === 'commodities' ? COMMODITY_SORTS[0] : DEMAND_SORTS[0])}
          options={(tab === 'commodities' ? COMMODITY_SORTS : DEMAND_SORTS).map((s) => ({
            value: s,
            label: intl.formatMessage({ id: sortKey(s) }),
          }))}
          onChange={(sort: string) => set({ sort })}
        />
        <Input.Search
          allowClear
          key={values.keyword ?? ''}
          defaultValue={values.keyword}
          style={{ width: 220 }}
          placeholder={intl.formatMessage({ id: 'market.category.keyword' })}
          onSearch={(keyword) => set({ keyword: keyword.trim() || undefined })}
        />
        <Button type="link" size="small" onClick={() => onChange({})}>
          <FormattedMessage id="market.category.reset" />
        </Button>
      </div>
      {attributes.map((a) => (
        <div key={a.id} style={row}>
          <Typography.Text type="secondary" style={{ width: 88, flex: 'none' }}>
            {ln(a.name, a.nameEn)}
          </Typography.Text>
          <Tag.CheckableTag
            checked={!a.attributeValueList.some((v) => chosen.includes(v.id))}
            onChange={() => set({ attrs: chosen.filter((id) => !a.attributeValueList.some((v) => v.id === id)).join(',') || undefined })}
          >
            <FormattedMessage id="market.common.all" />
          </Tag.CheckableTag>
          {a.attributeValueList.map((v) => (
            <Tag.CheckableTag key={v.id} checked={chosen.includes(v.id)} onChange={() => toggle(a, v.id)}>
              {ln(v.value, v.valueEn)}
            </Tag.CheckableTag>
          ))}
        </div>
      ))}
    </Space>
  );
}
