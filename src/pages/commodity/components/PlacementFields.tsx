import { catalogSelectState } from '@/components/CatalogSelectState';
import { ProFormSelect } from '@ant-design/pro-components';
import { Form } from 'antd';
import { useCategories, useGames, useCatalogName, useServers } from '@/hooks/useCatalog';
import useText from '@/hooks/useText';

interface Props {
  /** fields cleared when the game or category changes (attributes follow the category) */
  onGameChange?: () => void;
  onCategoryChange?: () => void;
  disabled?: boolean;
}

/** Game → server → category cascade: each level lists what belongs to the one above. */
export default function PlacementFields({ onGameChange, onCategoryChange, disabled }: Props) {
  const t = useText();
  const form = Form.useFormInstance();
  const gameId: string | undefined = Form.useWatch('gameId', form);
  const name = useCatalogName();
  const { games, ...gamesLoad } = useGames();
  const { servers, ...serversLoad } = useServers(gameId);
  const { categories, ...categoriesLoad } = useCategories(gameId);
  const required = [{ required: true, message: t('supplier.rule.required') }];
  return (
    <>
      <ProFormSelect
        name="gameId"
        label={t('supplier.form.game')}
        rules={required}
        disabled={disabled}
        fieldProps={{
          showSearch: true,
          optionFilterProp: 'label',
          ...catalogSelectState(gamesLoad),
          options: games.map((g) => ({ value: g.id, label: name(g) })),
          onChange: () => {
            form.setFieldsValue({ serverId: undefined, categoryId: undefined });
            onGameChange?.();
          },
        }}
      />
      <ProFormSelect
        name="serverId"
        label={t('supplier.form.server')}
        rules={required}
        disabled={disabled || !gameId}
        placeholder={gameId ? undefined : t('supplier.form.chooseGameFirst')}
        fieldProps={{
          showSearch: true,
          optionFilterProp: 'label',
          ...catalogSelectState(serversLoad),
          options: servers.map((s) => ({ value: s.id, label: name(s) })),
        }}
      />
      <ProFormSelect
        name="categoryId"
        label={t('supplier.form.category')}
        rules={required}
        disabled={disabled || !gameId}
        placeholder={gameId ? undefined : t('supplier.form.chooseGameFirst')}
        fieldProps={{
          ...catalogSelectState(categoriesLoad),
          options: categories.map((c) => ({ value: c.id, label: name(c) })),
          onChange: () => onCategoryChange?.(),
        }}
      />
    </>
  );
}
