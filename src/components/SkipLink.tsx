import { FormattedMessage } from '@umijs/max';

/** Where the skip link leads: the page's own content, after the header and menus. */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * "Skip to content": the first Tab stop of every layout, hidden until it has keyboard focus
 * (global.less `.tc-skip-link`). The target takes focus (tabIndex -1) so Tab continues from there.
 */
export default function SkipLink() {
  return (
    <a className="tc-skip-link" href={`#${MAIN_CONTENT_ID}`}>
      <FormattedMessage id="common.skipToContent" />
    </a>
  );
}
