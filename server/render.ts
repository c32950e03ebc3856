/**
 * The production server's page rules (server/serve.mjs compiles this file with esbuild at start;
 * unit tests import it). Plain TypeScript: no express, no React.
 */

import { MOBILE_MIN_WIDTH } from '../src/constants/limits';
import { isMobileUserAgent } from '../src/utils/device';

/** Paths rendered on the server: home in its three forms. Every other route gets the client shell. */
const SERVER_RENDERED = new Set(['/', '/en', '/zh_CN']);

export function isServerRenderedPath(pathname: string): boolean {
  return SERVER_RENDERED.has(pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);
}

export interface PageRequest {
  method: string;
  pathname: string;
  /** Lower-case header names, as node gives them. */
  headers: Record<string, string | string[] | undefined>;
}

/**
 * Whether to render a request on the server: a GET of a server-rendered path that is a page
 * navigation. A script's fetch of the page (a qiankun host portal loading the console's entry
 * HTML sends `Sec-Fetch-Mode: cors`) gets the client shell, which it knows how to mount.
 */
export function wantsServerRender(req: PageRequest): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  if (!isServerRenderedPath(req.pathname)) return false;
  const mode = req.headers['sec-fetch-mode'];
  return mode === undefined || mode === 'navigate';
}

/** What the server bundle's render gave for one page. */
export interface Rendered {
  /** The app's markup (what goes inside #root). */
  html: string;
  /** umi's loader data by route id (window.__UMI_LOADER_DATA__ in the browser). */
  loaderData: Record<string, unknown>;
  meta?: { lang?: string; title?: string; description?: string };
  /** antd's styles of the page (<style> elements), for <head>. */
  styles?: string;
  /** The page's minimum width in px (mobile browsers), on <body> from the first paint. */
  minWidth?: number;
}

/**
 * The minimum page width a browser gets (mobile ones, SPEC §9), as src/hooks/useMobileMinWidth.ts
 * sets it once the app runs: in the server's HTML too, the page does not jump when it is applied.
 */
export function minWidthFor(userAgent: string | undefined): number | undefined {
  return userAgent && isMobileUserAgent(userAgent) ? MOBILE_MIN_WIDTH : undefined;
}

/** JSON safe inside <script>: no `</script>`, no `<!--`, no line separators. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The id of the loader-data element src/app.tsx reads (SSR_DATA_ID). */
export const SSR_DATA_ID = 'tc-ssr-data';
/** The classes src/app.tsx puts on <html> and <body> (src/microapp/lifecycle.ts SCOPE_CLASSES). */
const SCOPE_CLASSES = ['tc-scope', 'tc-body'];

/**
 * The built index.html with the rendered app in #root, its loader data as JSON (the CSP allows no
 * inline script; src/app.tsx reads it), and the page's language, title and description.
 */
export function injectIntoShell(shell: string, page: Rendered): string {
  const { html, loaderData, meta = {}, styles = '', minWidth } = page;
  let out = shell.replace(
    /<div id="root"><\/div>/,
    () => `<div id="root">${html}</div>\n<script type="application/json" id="${SSR_DATA_ID}">${scriptJson(loaderData)}</script>`,
  );
  // readable before any script runs: the shell's scripts run once the page is parsed, in order
  out = out.replace(/<script(?![^>]*\b(?:defer|async|type)\b)([^>]*\bsrc=)/g, '<script defer$1');
  out = out.replace(/<html([^>]*)>/, (_m, attrs: string) => {
    const rest = attrs.replace(/\s(lang|class)="[^"]*"/g, '');
    return `<html${rest}${meta.lang ? ` lang="${escapeAttr(meta.lang)}"` : ''} class="${SCOPE_CLASSES[0]}">`;
  });
  const bodyStyle = minWidth ? ` style="min-width: ${minWidth}px;"` : '';
  out = out.replace(
    /<body([^>]*)>/,
    (_m, attrs: string) => `<body${attrs.replace(/\s(class|style)="[^"]*"/g, '')} class="${SCOPE_CLASSES[1]}"${bodyStyle}>`,
  );
  if (styles) out = out.replace(/<\/head>/, () => `${styles}\n</head>`);
  if (meta.title) out = out.replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escapeText(meta.title!)}</title>`);
  if (meta.description) {
    const tag = `<meta name="description" content="${escapeAttr(meta.description)}">`;
    out = /<meta name="description"[^>]*>/.test(out)
      ? out.replace(/<meta name="description"[^>]*>/, () => tag)
      : out.replace(/<\/head>/, () => `${tag}\n</head>`);
  }
  return out;
}

/** The page meta of the first route whose loader data carries one. */
export function metaOf(loaderData: Record<string, unknown>): Rendered['meta'] {
  for (const value of Object.values(loaderData)) {
    const meta = (value as { meta?: Rendered['meta'] } | undefined)?.meta;
    if (meta) return meta;
  }
  return undefined;
}

/** A route loader's failure (`{ error }`: loaders answer it rather than throw), if any. */
export function failureOf(loaderData: Record<string, unknown>): string | undefined {
  for (const value of Object.values(loaderData)) {
    const error = (value as { error?: unknown } | undefined)?.error;
    if (error) return String(error);
  }
  return undefined;
}

export type PageOutcome = { kind: 'rendered'; body: string } | { kind: 'shell'; body: string; reason: string };

/**
 * Renders a page, or falls back to the client shell: a page the server cannot render (the API down,
 * a render error, a part React could only render in the browser) is still answered, with the
 * shell and a 200, and the reason goes to the server log.
 */
export async function renderOrShell(shell: string, render: () => Promise<Rendered>): Promise<PageOutcome> {
  try {
    const page = await render();
    const failed = failureOf(page.loaderData);
    if (failed) return { kind: 'shell', body: shell, reason: failed };
    // <!--$!--> marks a part whose render failed on the server (React renders it in the browser)
    if (page.html.includes('<!--$!-->')) return { kind: 'shell', body: shell, reason: 'a part of the page failed to render on the server' };
    if (!page.html.trim()) return { kind: 'shell', body: shell, reason: 'the page rendered empty' };
    return { kind: 'rendered', body: injectIntoShell(shell, page) };
  } catch (e) {
    return { kind: 'shell', body: shell, reason: e instanceof Error ? e.message : String(e) };
  }
}

/** Hashed build outputs (`umi.3f2a9c1d.js`, `p__home__index.8c1e2f3a.async.js`) never change: cache them for a year. */
export function cacheControlOf(path: string): string {
  return /\.[0-9a-f]{8,}(\.async|\.chunk)?\.(js|css)$/.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache';
}
