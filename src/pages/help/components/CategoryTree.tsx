import type { ArticleCategory } from '@/types';
import { useIntl } from '@umijs/max';
import { Menu } from 'antd';
import type { ItemType } from 'antd/es/menu/interface';
import { useLocalName } from '@/hooks/useText';
import { palette } from '@/constants/palette';

export const ALL_ARTICLES = '0';

export interface CategoryTreeProps {
  tree: ArticleCategory[];
  selected: string;
  onSelect: (id: string) => void;
}

/** Article categories as an always-open menu, each with its article count. */
export default function CategoryTree({ tree, selected, onSelect }: CategoryTreeProps) {
  const intl = useIntl();
  const ln = useLocalName();
  const total = tree.reduce((n, c) => n + c.articleCount, 0);
  const label = (name: string, count: number) => (
    <span style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
      <span>{name}</span>
      <span style={{ color: palette.textTertiarySolid }}>{count}</span>
    </span>
  );
  const toItem = (c: ArticleCategory): ItemType => ({
    key: c.id,
    label: label(ln(c.name, c.nameEn), c.articleCount),
    onTitleClick: () => onSelect(c.id),
    children: c.children?.map(toItem),
  });
  return (
    <Menu
      mode="inline"
      data-testid="help-tree"
      selectedKeys={[selected]}
      openKeys={tree.filter((c) => c.children?.length).map((c) => c.id)}
      onClick={({ key }) => onSelect(key)}
      style={{ borderInlineEnd: 0 }}
      items={[{ key: ALL_ARTICLES, label: label(intl.formatMessage({ id: 'market.help.allArticles' }), total) }, ...tree.map(toItem)]}
    />
  );
}
