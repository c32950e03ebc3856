import { Tooltip } from 'antd';
import { type CSSProperties, type ReactNode, useState } from 'react';
import { CLIP_TEXT } from './clipText';

// the cell's width, on the line of the text around it, as Typography's ellipsis sits in a cell
const CUT: CSSProperties = { ...CLIP_TEXT, display: 'inline-block', width: '100%', verticalAlign: 'bottom' };

/**
 * Text cut to one line with an ellipsis; when it is cut, hovering shows the whole of it (`tip`) in
 * a tooltip. antd's Typography ellipsis measures every cell on mount, each measure forcing the
 * page's layout again (it adds and removes a probe element): here the text is measured when the
 * pointer comes, and the Tooltip mounts only then, open.
 */
export default function EllipsisText({ tip, children }: { tip?: ReactNode; children: ReactNode }) {
  const [open, setOpen] = useState<boolean>();
  const text = (
    <span
      style={CUT}
      onPointerEnter={
        open === undefined && tip != null && tip !== ''
          ? (e) => {
              const el = e.currentTarget;
              if (el.scrollWidth > el.clientWidth) setOpen(true);
            }
          : undefined
      }
    >
      {children}
    </span>
  );
  return open === undefined ? (
    text
  ) : (
    <Tooltip title={tip} open={open} onOpenChange={setOpen}>
      {text}
    </Tooltip>
  );
}
