import type { CSSProperties } from 'react';

/** One line cut by CSS: what dense tables use instead of a measuring ellipsis. */
export const CLIP_TEXT: CSSProperties = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' };
