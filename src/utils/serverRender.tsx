import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { useAppData } from '@umijs/max';
import { useState, type ReactNode } from 'react';
import { ssrRequest } from './ssrContext';

/**
 * The server bundle's root (src/app.tsx rootContainer; never in the browser's bundle): hands the
 * render's loader data and antd's styles (CSS-in-JS, written as components render) to
 * server/serve.mjs, which sends both with the HTML, so the page is styled before any script runs;
 * antd then takes the style elements over in the browser.
 */
export default function ServerRenderRecorder({ children }: { children: ReactNode }) {
  const { serverLoaderData } = useAppData();
  const [cache] = useState(createCache);
  const ctx = ssrRequest();
  if (ctx) {
    ctx.loaderData = serverLoaderData as Record<string, unknown>;
    ctx.styles = () => extractStyle(cache);
  }
  return <StyleProvider cache={cache}>{children}</StyleProvider>;
}
