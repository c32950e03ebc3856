/**
 * The console's Content-Security-Policy, one list for both deliveries: the <meta> tag of the built
 * index.html (config/plugin-csp.ts) and the header of the preview / production server
 * (config/proxy.ts), which alone can carry `frame-ancestors`. A second wall behind the rule that
 * nothing a user uploads or types runs: scripts only from the console's own files, no eval, no
 * plugins, no <base>, forms posting home only. Styles allow 'unsafe-inline' (README "Content
 * Security Policy" says why). The dev server sends none: hot reload injects and evaluates code.
 */
const originOf = (url: string | undefined): string[] => {
  if (!url) return [];
  try {
    return [new URL(url).origin];
  } catch {
    return []; // a relative or broken CHAT_FRAME_URL: the frame is then the console's own page ('self')
  }
};

/** CSP_FRAME_ANCESTORS: origins of host portals that embed the console; anything else is dropped. */
const frameAncestors = (): string[] =>
  (process.env.CSP_FRAME_ANCESTORS ?? '')
    .split(/\s+/)
    .flatMap((o) => originOf(o))
    .filter((o) => /^https?:/.test(o));

/** The public icon service the chat icon cache falls back to (src/utils/iconCache.ts). */
const ICON_SERVICE = 'https://api.iconify.design';

export function contentSecurityPolicy(where: 'meta' | 'header'): string {
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'"]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    // chat pictures are data: URLs; downloads and previews may be blob:
    ['img-src', ["'self'", 'data:', 'blob:']],
    ['font-src', ["'self'", 'data:']],
    ['media-src', ["'self'", 'data:', 'blob:']],
    ['connect-src', ["'self'", ICON_SERVICE]],
    ['frame-src', ["'self'", ...originOf(process.env.CHAT_FRAME_URL)]],
    ['worker-src', ["'self'", 'blob:']],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    // the console's pages (the chat frame) may be framed by itself, and by the host portals the
    // server names (space-separated origins): a qiankun host loads the chat frame from here
    ...(where === 'header' ? ([['frame-ancestors', ["'self'", ...frameAncestors()]]] as Array<[string, string[]]>) : []),
  ];
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');
}
