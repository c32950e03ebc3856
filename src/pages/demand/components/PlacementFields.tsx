import { catalogSelectState } from '@/components/CatalogSelectState';
import { ProFormSelect } from '@ant-design/pro-components';
import { useIntl } from '@umijs/max';
import { Form } from 'antd';
import { requiredRule } from './fieldRules';
import { useCategories, useGames, useCatalogName, useServers } from '@/hooks/useCatalog';
import useText from '@/hooks/useText';

interface Props {
  /** called after the game or category changed, so the caller can reset what depends on them */
  onChanged?: (field: 'gameId' | 'categoryId') => void;
  disabled?: boolean;
}

/** The game → server → category cascade; server and category wait for a game. */
export default function PlacementFields({ onChanged, disabled }: Props) {
  const intl = useIntl();
  const form = Form.useFormInstance();
  const name = useCatalogName();
  const gameId: string | undefined = Form.useWatch('gameId', form);
  const { games, ...gamesLoad } = useGames();
  const { servers, ...serversLoad } = useServers(gameId);
  const { categories, ...categoriesLoad } = useCategories(gameId);
  const t = useText();
  return (
    <>
      <ProFormSelect
        name="gameId"
        label={t('reseller.demand.game')}
        placeholder={t('reseller.form.placeholder.game')}
        disabled={disabled}
        rules={[requiredRule(intl, 'reseller.demand.game')]}
        fieldProps={{
          showSearch: true,
          optionFilterProp: 'label',
          ...catalogSelectState(gamesLoad),
          options: games.map((g) => ({ value: g.id, label: name(g) })),
          onChange: () => {
            form.setFieldsValue({ serverId: undefined, categoryId: undefined });
            onChanged?.('gameId');
          },
        }}
      />
      <ProFormSelect
        name="serverId"
        label={t('reseller.demand.server')}
        placeholder={t('reseller.form.placeholder.server')}
        disabled={disabled || !gameId}
        rules={[requiredRule(intl, 'reseller.demand.server')]}
        fieldProps={{
          showSearch: true,
          optionFilterProp: 'label',
          ...catalogSelectState(serversLoad),
          options: servers.map((s) => ({ value: s.id, label: name(s) })),
        }}
      />
      <ProFormSelect
        name="categoryId"
        label={t('reseller.demand.category')}
        placeholder={t('reseller.form.placeholder.category')}
        disabled={disabled || !gameId}
        rules={[requiredRule(intl, 'reseller.demand.category')]}
        fieldProps={{
          ...catalogSelectState(categoriesLoad),
          options: categories.map((c) => ({ value: c.id, label: name(c) })),
          onChange: () => onChanged?.('categoryId'),
        }}
      />
    </>
  );
}
