/**
 * Where the floating chat launcher sits, shared with the layouts that keep its place free: at rest
 * it is a strip this wide on the right edge of the viewport. The console's page container pads its
 * content 40 px from the edge; the site layout keeps SITE_CONTENT_GUTTER free (the strip and a gap).
 */
export const LAUNCHER_EDGE_WIDTH = 32;
export const SITE_CONTENT_GUTTER = 44;

/** The site layout's main column: its usual 24 px, more where the viewport leaves less than the gutter free (at most 1280 px wide, centred). */
export const SITE_MAIN_PADDING_RIGHT = `max(24px, min(${SITE_CONTENT_GUTTER}px, calc(${SITE_CONTENT_GUTTER}px - (100vw - 1280px) / 2)))`;
