import { ORDER_TABS } from '@/constants/order';
import type { OrderTab, OrderTabCounts } from '@/types';
import { Badge, Tabs } from 'antd';
import { memo } from 'react';
import useText from '@/hooks/useText';
import { palette } from '@/constants/palette';

interface Props {
  tab: OrderTab;
  counts?: OrderTabCounts;
  onChange: (tab: OrderTab) => void;
}

/**
 * The status tabs with their counts. Memoised: the tab bar measures itself after every render,
 * which forces a layout of the whole page, so it re-renders only when the tab or a count changes.
 */
function OrderTabs({ tab, counts, onChange }: Props) {
  const t = useText();
  return (
    <Tabs
      // a fixed id: without one the tabs generate theirs after mounting, one more render of the list
      id="order-tabs"
      activeKey={tab}
      onChange={(k) => onChange(k as OrderTab)}
      size="small"
      style={{ marginBottom: -8 }}
      items={ORDER_TABS.map((k) => ({
        key: k,
        label: (
          <span data-testid={`order-tab-${k}`}>
            {t(`trade.tab.${k}`)}{' '}
            <Badge
              count={counts?.[k] ?? 0}
              overflowCount={99999}
              showZero
              color={k === 'TODO' ? '#d4380d' : palette.textTertiarySolid}
              size="small"
            />
          </span>
        ),
      }))}
    />
  );
}

export default memo(OrderTabs);
