import { history } from '@umijs/max';
import type { CSSProperties, MouseEvent, ReactNode } from 'react';

/**
 * An in-app link for table rows: a plain anchor that navigates through history on a plain click
 * (new tab / window with a modifier key, as any link). The router's Link resolves its path with
 * several hooks, once per row of pages of up to 500 rows.
 */
export default function RowLink({
  href,
  children,
  style,
  testId,
}: {
  href: string;
  children: ReactNode;
  style?: CSSProperties;
  testId?: string;
}) {
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    history.push(href);
  };
  return (
    <a href={href} onClick={onClick} style={style} data-testid={testId}>
      {children}
    </a>
  );
}
