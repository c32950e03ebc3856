import CopySvg from '@ant-design/icons-svg/es/asn/CopyOutlined';
import DownSvg from '@ant-design/icons-svg/es/asn/DownOutlined';
import EditSvg from '@ant-design/icons-svg/es/asn/EditOutlined';
import type { AbstractNode, IconDefinition } from '@ant-design/icons-svg/es/types';

/**
 * Row icons as shared static elements: antd's icon component runs its hooks and rebuilds its SVG
 * in each of the hundreds of rows; the same icons drawn from antd's own path data do not.
 */
function staticIcon(def: IconDefinition) {
  const node = def.icon as AbstractNode; // outlined icons are plain nodes, not two-tone functions
  return (
    <svg
      viewBox={node.attrs.viewBox}
      width="1em"
      height="1em"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
      style={{ verticalAlign: '-0.125em' }}
    >
      {(node.children ?? []).map((c) => (
        <path key={c.attrs.d} d={c.attrs.d} />
      ))}
    </svg>
  );
}

export const COPY_ICON = staticIcon(CopySvg);
export const DOWN_ICON = staticIcon(DownSvg);
export const EDIT_ICON = staticIcon(EditSvg);
