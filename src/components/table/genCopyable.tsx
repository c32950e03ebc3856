import { Typography } from 'antd';
import type { ReactNode } from 'react';
import EllipsisText from './EllipsisText';

/** What ProComponents pass for a column or description item. */
interface CopyableItem {
  copyable?: boolean;
  ellipsis?: boolean | { showTitle?: boolean };
  valueType?: unknown;
  valueEnum?: unknown;
  tooltip?: unknown;
}

// dates, selects and enums show their rendered text in the tooltip, not the raw value
const showsRendered = (item: CopyableItem) =>
  String(item.valueType ?? '').startsWith('date') || item.valueType === 'select' || !!item.valueEnum;
const wantsEllipsis = (item: CopyableItem) =>
  typeof item.ellipsis === 'object' && item.ellipsis.showTitle === false ? false : !!item.ellipsis;

/**
 * ProComponents' `genCopyable` (@ant-design/pro-utils, aliased in .umirc.ts), which ProTable and
 * ProDescriptions call for every cell of a `copyable` or `ellipsis` column: the same output, except
 * that an ellipsis cell that is not copyable is an EllipsisText (measured on hover) instead of a
 * Typography ellipsis (measured on mount, forcing a layout per cell).
 */
export function genCopyable(dom: ReactNode, item: CopyableItem, text: unknown): ReactNode {
  if (!item.copyable && !item.ellipsis) return dom;
  const tip =
    wantsEllipsis(item) && text ? (
      item.tooltip !== false && showsRendered(item) ? (
        <div className="pro-table-tooltip-text">{dom}</div>
      ) : (
        (text as ReactNode)
      )
    ) : undefined;
  if (!item.copyable && tip !== undefined) return <EllipsisText tip={tip}>{dom}</EllipsisText>;
  return (
    <Typography.Text
      style={{ width: '100%', margin: 0, padding: 0 }}
      title=""
      copyable={item.copyable && text ? { text: text as string, tooltips: ['', ''] } : undefined}
      ellipsis={tip !== undefined ? { tooltip: tip } : false}
    >
      {dom}
    </Typography.Text>
  );
}
