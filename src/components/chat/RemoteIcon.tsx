import { iconSvg, loadIcon } from '@/utils/iconCache';
import type { IconData } from '@/types';
import { useEffect, useState, type ReactNode } from 'react';

export interface RemoteIconProps {
  /** 'prefix:name', e.g. 'ant-design:bell-outlined' */
  name: string;
  /** shown while loading and when no source has the icon */
  fallback: ReactNode;
  size?: number | string;
}

/**
 * An icon from the icon cache (local endpoint, public service fallback). The SVG is used as a CSS
 * mask over the text colour: it takes the colour of its context and its markup never runs.
 */
export default function RemoteIcon({ name, fallback, size = '1em' }: RemoteIconProps) {
  const [data, setData] = useState<IconData>();
  useEffect(() => {
    let live = true;
    setData(undefined);
    // an icon neither source serves keeps the fallback glyph in its place: nothing to show
    loadIcon(name).then(
      (d) => live && setData(d),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [name]);
  if (!data) return <>{fallback}</>;
  const url = `url("data:image/svg+xml;charset=utf-8,${encodeURIComponent(iconSvg(data))}")`;
  return (
    <span
      role="img"
      aria-hidden
      data-icon={name}
      style={{
        display: 'inline-block',
        width: size,
        height: size,
        verticalAlign: '-0.125em',
        backgroundColor: 'currentColor',
        WebkitMask: `${url} center / contain no-repeat`,
        mask: `${url} center / contain no-repeat`,
      }}
    />
  );
}
