import { catalogSelectState } from '@/components/CatalogSelectState';
import type { PricingTarget } from '@/domain/pricing/types';
import { useCatalogName, useCategories, useGames, useServers } from '@/hooks/useCatalog';
import useText from '@/hooks/useText';
import { ProFormRadio, ProFormSelect } from '@ant-design/pro-components';
import { Form } from 'antd';

/** Form values of a target: the selected commodities, or all of one game (optionally one server / category of it). */
export interface TargetValues {
  scope: 'SELECTED' | 'FILTER';
  gameId?: string;
  serverId?: string;
  categoryId?: string;
}

export function targetOf(v: TargetValues, ids: string[]): PricingTarget {
  return v.scope === 'SELECTED'
    ? { commodityIds: ids }
    : { gameId: v.gameId, serverId: v.serverId || undefined, categoryId: v.categoryId || undefined };
}

export function targetValues(target: PricingTarget | undefined, ids: string[]): TargetValues {
  if (target?.commodityIds) return { scope: 'SELECTED' };
  if (target) return { scope: 'FILTER', gameId: target.gameId, serverId: target.serverId, categoryId: target.categoryId };
  return { scope: ids.length ? 'SELECTED' : 'FILTER' };
}

/** Which commodities: the selection (when there is one, or the rule names commodities), or a game → server → category. */
export default function TargetFields({ count }: { count: number }) {
  const t = useText();
  const form = Form.useFormInstance();
  const scope: TargetValues['scope'] | undefined = Form.useWatch('scope', form);
  const gameId: string | undefined = Form.useWatch('gameId', form);
  const name = useCatalogName();
  const { games, ...gamesLoad } = useGames();
  const { servers, ...serversLoad } = useServers(gameId);
  const { categories, ...categoriesLoad } = useCategories(gameId);
  return (
    <>
      <ProFormRadio.Group
        name="scope"
        label={t('pricing.target')}
        radioType="button"
        options={[
          { value: 'SELECTED', label: t('pricing.target.selected', { count }), disabled: !count },
          { value: 'FILTER', label: t('pricing.target.filter') },
        ]}
        fieldProps={{ 'data-testid': 'target-scope' } as object}
      />
      {scope === 'FILTER' ? (
        <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
          <ProFormSelect
            name="gameId"
            label={t('supplier.form.game')}
            width={180}
            rules={[{ required: true, message: t('pricing.check.target') }]}
            fieldProps={{
              showSearch: true,
              optionFilterProp: 'label',
              ...catalogSelectState(gamesLoad),
              options: games.map((g) => ({ value: g.id, label: name(g) })),
              onChange: () => form.setFieldsValue({ serverId: undefined, categoryId: undefined }),
            }}
          />
          <ProFormSelect
            name="serverId"
            label={t('supplier.form.server')}
            width={180}
            placeholder={t('pricing.target.any')}
            disabled={!gameId}
            fieldProps={{
              showSearch: true,
              allowClear: true,
              optionFilterProp: 'label',
              ...catalogSelectState(serversLoad),
              options: servers.map((s) => ({ value: s.id, label: name(s) })),
            }}
          />
          <ProFormSelect
            name="categoryId"
            label={t('supplier.form.category')}
            width={180}
            placeholder={t('pricing.target.any')}
            disabled={!gameId}
            fieldProps={{
              allowClear: true,
              ...catalogSelectState(categoriesLoad),
              options: categories.map((c) => ({ value: c.id, label: name(c) })),
            }}
          />
        </div>
      ) : null}
    </>
  );
}
