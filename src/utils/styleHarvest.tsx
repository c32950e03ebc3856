import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { history } from '@umijs/max';
import type { ReactNode } from 'react';

/** One antd CSS-in-JS style as the style snapshot records it (scripts/style-snapshot.mjs). */
export interface HarvestedStyle {
  /** cssinjs' cache path (token key and component path joined with `|`): the key the snapshot maps */
  path: string;
  /** the style's id (`data-css-hash`) */
  hash: string;
  /** where antd inserted it among the document's styles: the cascade order the snapshot keeps */
  position: number;
  css: string;
  /** keyframes and other effect styles the style brings */
  effects: string;
}

type CacheEntity = ReturnType<typeof createCache>;
type StyleValue = [string, string, string, Record<string, unknown>, boolean, number];

const cache = createCache();
const MAP_RULE = '.data-ant-cssinjs-cache-path{';

/** Every style rendered so far, with its effects written out by cssinjs' own extraction. */
function harvest(): HarvestedStyle[] {
  const out: HarvestedStyle[] = [];
  // effects insert a child's style before its parent's, so the cache's order is not the document's
  const inDocument = new Map([...document.querySelectorAll('style[data-css-hash]')].map((el, i) => [el.getAttribute('data-css-hash'), i]));
  for (const [key, entry] of cache.cache) {
    if (!key.startsWith('style%')) continue;
    const [css, , hash, , clientOnly] = entry[1] as StyleValue;
    if (clientOnly) continue; // rendered in the browser only, by design
    const one = { cache: new Map([[key, entry]]), extracted: new Set<string>() } as unknown as CacheEntity;
    const text = extractStyle(one, { plain: true, types: ['style'] });
    const body = text.slice(0, text.lastIndexOf(MAP_RULE));
    out.push({
      path: key.slice('style%'.length).replace(/%/g, '|'),
      hash,
      position: inDocument.get(hash) ?? Number.MAX_SAFE_INTEGER,
      css,
      effects: body.startsWith(css) ? body.slice(css.length) : '',
    });
  }
  return out;
}

declare global {
  interface Window {
    __tcStyleHarvest?: { styles: () => HarvestedStyle[]; go: (path: string) => void };
  }
}

/**
 * The root of a style-harvest build only (`TC_STYLE_HARVEST=1`, src/app.tsx): keeps antd's styles
 * in a cache the harvester reads, and lets it move between pages without reloading, so one cache
 * holds every style the visited pages rendered.
 */
export default function StyleHarvest({ children }: { children: ReactNode }) {
  window.__tcStyleHarvest = { styles: harvest, go: (path) => history.push(path) };
  return <StyleProvider cache={cache}>{children}</StyleProvider>;
}
