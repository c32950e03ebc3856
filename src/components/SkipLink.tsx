import { FormattedMessage } from '@umijs/max';
import type { MouseEvent } from 'react';

/** Where the skip link leads: the page's own content, after the header and menus. */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * "Skip to content": the first Tab stop of every layout, hidden until it has keyboard focus
 * (global.less `.tc-skip-link`). The target takes focus (tabIndex -1) so Tab continues from there.
 * It moves focus itself: a `#main-content` in the URL would be a navigation for the router, which
 * runs the route's loaders again (user info, the list's query).
 */
export default function SkipLink() {
  const skip = (e: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(MAIN_CONTENT_ID);
    if (!target) return;
    e.preventDefault();
    target.focus();
  };
  return (
    <a className="tc-skip-link" href={`#${MAIN_CONTENT_ID}`} onClick={skip}>
      <FormattedMessage id="common.skipToContent" />
    </a>
  );
}
