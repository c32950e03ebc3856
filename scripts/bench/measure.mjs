// One cold first visit of a page, measured through CDP and the Performance APIs.

/** Runs in the page before any script: collects LCP and long tasks from the very start. */
function installObservers() {
  const b = (window.__bench = { lcp: null, lcpTag: null, longtasks: [] });
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        b.lcp = e.renderTime || e.loadTime || e.startTime;
        b.lcpTag = e.element ? e.element.tagName.toLowerCase() : e.url || null;
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  } catch {
    // a browser without this entry type leaves the figure empty
  }
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) b.longtasks.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    // a browser without this entry type leaves the figure empty
  }
}

const GROUP = {
  Script: 'script',
  Stylesheet: 'stylesheet',
  Document: 'document',
  Fetch: 'api',
  XHR: 'api',
  Image: 'image',
  Font: 'font',
};

/** Lighthouse-style TBT: blocking part (> 50 ms) of each long task, clipped to [from, to]. */
export function totalBlockingTime(tasks, from, to) {
  let sum = 0;
  for (const t of tasks) {
    const start = Math.max(t.start, from);
    const end = Math.min(t.start + t.duration, to);
    if (end - start > 50) sum += end - start - 50;
  }
  return sum;
}

/**
 * @param browser puppeteer Browser
 * @param url absolute URL
 * @param cookie optional cookie (name, value, domain, path) set in the fresh context
 */
export async function measureVisit(browser, url, cookie) {
  const context = await browser.createBrowserContext(); // incognito: empty cache, no cookies
  try {
    if (cookie) await context.setCookie(cookie);
    const page = await context.newPage();
    await page.setViewport({ width: 1366, height: 900 });
    await page.setCacheEnabled(false);
    await page.evaluateOnNewDocument(installObservers);

    const cdp = await page.createCDPSession();
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const reqs = new Map();
    cdp.on('Network.requestWillBeSent', (e) => {
      if (e.request.url.startsWith('data:')) return;
      const r = reqs.get(e.requestId) ?? { url: e.request.url, type: e.type, bytes: 0 };
      r.url = e.request.url;
      reqs.set(e.requestId, r);
    });
    cdp.on('Network.responseReceived', (e) => {
      const r = reqs.get(e.requestId);
      if (!r) return;
      r.type = e.type;
      r.status = e.response.status;
      const h = Object.fromEntries(Object.entries(e.response.headers).map(([k, v]) => [k.toLowerCase(), v]));
      r.encoding = h['content-encoding'] || null;
    });
    cdp.on('Network.loadingFinished', (e) => {
      const r = reqs.get(e.requestId);
      if (r) {
        r.bytes = e.encodedDataLength;
        r.done = true;
      }
    });
    cdp.on('Network.loadingFailed', (e) => {
      const r = reqs.get(e.requestId);
      if (r) r.failed = e.errorText;
    });

    const t0 = Date.now();
    await page.goto(url, { waitUntil: 'networkidle0', timeout: 90_000 });
    const idleWall = Date.now() - t0;

    const perf = await page.evaluate(() => {
      const nav = performance.getEntriesByType('navigation')[0];
      const fcp = performance.getEntriesByName('first-contentful-paint')[0];
      const b = window.__bench || { lcp: null, longtasks: [] };
      const title = document.querySelector('[data-testid="page-title"]');
      return {
        fcp: fcp ? fcp.startTime : null,
        lcp: b.lcp,
        lcpTag: b.lcpTag,
        longtasks: b.longtasks,
        dcl: nav ? nav.domContentLoadedEventEnd : null,
        load: nav ? nav.loadEventEnd : null,
        now: performance.now(),
        finalPath: location.pathname,
        title: title ? title.textContent.trim() : null,
      };
    });
    await cdp.detach().catch(() => {});

    const groups = {};
    const list = [...reqs.values()];
    for (const r of list) {
      const g = GROUP[r.type] ?? 'other';
      groups[g] ??= { bytes: 0, count: 0 };
      groups[g].bytes += r.bytes || 0;
      groups[g].count += 1;
    }
    const scripts = list.filter((r) => r.type === 'Script');
    // window for TBT: FCP .. network idle (the moment goto resolved, ≥ 500 ms after the last request)
    const tbtEnd = perf.now;
    return {
      url,
      finalPath: perf.finalPath,
      title: perf.title,
      requests: list.length,
      failedRequests: list
        .filter((r) => !r.url.endsWith('/favicon.ico'))
        .filter((r) => r.failed || (r.status ?? 0) >= 400)
        .map((r) => `${r.status ?? r.failed} ${r.url}`),
      jsBytes: groups.script?.bytes ?? 0,
      jsCount: groups.script?.count ?? 0,
      cssBytes: groups.stylesheet?.bytes ?? 0,
      cssCount: groups.stylesheet?.count ?? 0,
      totalBytes: list.reduce((s, r) => s + (r.bytes || 0), 0),
      groups,
      // compression skips bodies under 1 KiB (encodedDataLength also counts the headers)
      scriptsCompressed:
        scripts.length > 0 && scripts.every((r) => (r.bytes || 0) < 2048 || (r.encoding && /gzip|br|deflate/.test(r.encoding))),
      fcp: perf.fcp,
      lcp: perf.lcp,
      lcpElement: perf.lcpTag,
      tbt: perf.fcp == null ? null : totalBlockingTime(perf.longtasks, perf.fcp, tbtEnd),
      longTasks: perf.longtasks.length,
      dcl: perf.dcl,
      load: perf.load,
      networkIdleMs: idleWall,
      resources: list.map((r) => ({ url: new URL(r.url).pathname, type: r.type, bytes: r.bytes || 0, encoding: r.encoding ?? null })),
    };
  } finally {
    await context.close().catch(() => {});
  }
}
