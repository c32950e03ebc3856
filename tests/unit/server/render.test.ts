import { cacheControlOf, injectIntoShell, metaOf, minWidthFor, renderOrShell, scriptJson, wantsServerRender } from '../../../server/render';

/** The production server's page rules (server/render.ts, used by server/serve.mjs). */
const SHELL =
  '<!DOCTYPE html><html><head><meta charset="utf-8"><title>Game Trade Console</title></head><body><div id="root"></div><script src="/umi.1234abcd.js"></script></body></html>';

const nav = (pathname: string, headers: Record<string, string> = { 'sec-fetch-mode': 'navigate' }, method = 'GET') => ({
  method,
  pathname,
  headers,
});

describe('which requests are rendered on the server', () => {
  it('home in its three forms, as a navigation', () => {
    for (const p of ['/', '/en', '/zh_CN', '/en/']) expect(wantsServerRender(nav(p))).toBe(true);
    // no Sec-Fetch-Mode: a crawler, curl, a link preview
    expect(wantsServerRender(nav('/en', {}))).toBe(true);
  });
  it('console and other routes get the client shell', () => {
    for (const p of ['/order/sold', '/en/games', '/zh_CN/profile', '/english']) expect(wantsServerRender(nav(p))).toBe(false);
  });
  it('a script fetching the page (a qiankun host loading its entry) gets the shell, as does a POST', () => {
    expect(wantsServerRender(nav('/', { 'sec-fetch-mode': 'cors' }))).toBe(false);
    expect(wantsServerRender(nav('/', {}, 'POST'))).toBe(false);
  });
});

describe('the rendered page in the shell', () => {
  const page = {
    html: '<main>Gold <b>¥1.00</b></main>',
    loaderData: {
      '3': {
        home: { name: '</script><script>alert(1)</script>' },
        meta: { lang: 'en', title: 'Home - Game Trade Console', description: 'Buy & "sell"' },
      },
    },
  };
  it('puts the app in #root, its data as inert JSON, and the page language, title and description', () => {
    const styles = '<style data-css-hash="x">.ant-row{display:flex}</style>';
    const out = injectIntoShell(SHELL, { ...page, meta: metaOf(page.loaderData), styles });
    expect(out).toMatch(/<style data-css-hash="x">\.ant-row\{display:flex\}<\/style>[^<]*<meta name="description"[^>]*>\s*<\/head>/);
    expect(out).toContain('<div id="root"><main>Gold <b>¥1.00</b></main></div>');
    expect(out).toContain('<html lang="en" class="tc-scope">');
    expect(out).toContain('<body class="tc-body">');
    expect(out).toContain('<title>Home - Game Trade Console</title>');
    expect(out).toContain('<meta name="description" content="Buy &amp; &quot;sell&quot;">');
    const json = /<script type="application\/json" id="tc-ssr-data">([\s\S]*?)<\/script>/.exec(out)?.[1] ?? '';
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json)).toEqual(page.loaderData);
    // the shell's scripts, deferred: the page paints before they run
    expect(out).toContain('<script defer src="/umi.1234abcd.js"></script>');
  });
  it('a mobile browser gets the minimum page width on <body> from the first paint; a desktop one none', () => {
    const phone =
      'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0.0.0 Mobile Safari/537.36';
    const desktop = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
    expect(minWidthFor(phone)).toBe(2000);
    expect(minWidthFor(desktop)).toBeUndefined();
    expect(minWidthFor(undefined)).toBeUndefined();
    expect(injectIntoShell(SHELL, { ...page, minWidth: minWidthFor(phone) })).toContain(
      '<body class="tc-body" style="min-width: 2000px;">',
    );
    expect(injectIntoShell(SHELL, { ...page, minWidth: minWidthFor(desktop) })).toContain('<body class="tc-body">');
  });
  it('JSON for a script element escapes what could end or confuse it', () => {
    expect(scriptJson({ a: '<!-- </script> & \u2028' })).toBe('{"a":"\\u003c!-- \\u003c/script\\u003e \\u0026 \\u2028"}');
  });
});

describe('fallback to the client shell', () => {
  it('a render that fails (the API down) answers the shell with the reason', async () => {
    const out = await renderOrShell(SHELL, () => Promise.reject(new Error('GET /api/v1/shop/content/notices answered 503')));
    expect(out).toEqual({ kind: 'shell', body: SHELL, reason: 'GET /api/v1/shop/content/notices answered 503' });
  });
  it('a route loader that answers its failure (umi leaves a thrown one unhandled) gets the shell', async () => {
    const out = await renderOrShell(SHELL, async () => ({ html: '<main>…</main>', loaderData: { '3': { error: 'fetch failed' } } }));
    expect(out).toEqual({ kind: 'shell', body: SHELL, reason: 'fetch failed' });
  });
  it('a part React could only render in the browser, or an empty render, is not sent either', async () => {
    const failedPart = await renderOrShell(SHELL, async () => ({ html: '<div><!--$!--><template></template></div>', loaderData: {} }));
    expect(failedPart.kind).toBe('shell');
    const empty = await renderOrShell(SHELL, async () => ({ html: '', loaderData: {} }));
    expect(empty.kind).toBe('shell');
  });
  it('a good render is sent', async () => {
    const out = await renderOrShell(SHELL, async () => ({ html: '<main>ok</main>', loaderData: {} }));
    expect(out.kind).toBe('rendered');
    expect(out.body).toContain('<div id="root"><main>ok</main></div>');
    // the shell itself is untouched
    expect(SHELL).toContain('<script src="/umi.1234abcd.js"></script>');
  });
});

describe('cache headers', () => {
  it('a year for hashed build files, revalidation for the rest', () => {
    expect(cacheControlOf('/dist/umi.99f0e7c5.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlOf('/dist/p__home__index.103eed2f.async.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlOf('/dist/umi.3fcf0866.css')).toBe('public, max-age=31536000, immutable');
    // the CSP plugin's inline-script files are named by their content's hash too
    expect(cacheControlOf('/dist/inline.0123456789.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlOf('/dist/console-build.json')).toBe('no-cache');
    expect(cacheControlOf('/dist/sounds/new-message.wav')).toBe('no-cache');
  });
});
