#!/usr/bin/env node
// Micro-app mount/unmount benchmark: the console mounted in the demo host portal and unmounted again
// through the portal's own navigation, N times in one page, with the JS heap, event listeners,
// documents and DOM nodes read over the Chrome DevTools protocol after a forced GC at each cycle.
//   npm run build && (MOCK_SEED=test npx max preview --port 4180 &)
//   node scripts/bench-microapp.mjs [--console http://localhost:4180] [--cycles 20]
import { startDemoHost } from '../tests/microapp-host/server.mjs';
import { launchBrowser, login } from './bench/session.mjs';

const args = process.argv.slice(2);
const opt = (name, def) => {
  const i = args.indexOf(`--${name}`);
  return i < 0 ? def : args[i + 1];
};
const consoleUrl = opt('console', 'http://localhost:4180').replace(/\/+$/, '');
const cycles = Number(opt('cycles', '20'));
const ROWS = '#subapp .ant-table-tbody tr.ant-table-row';

async function measure(cdp) {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const heap = await cdp.send('Runtime.getHeapUsage');
  const dom = await cdp.send('Memory.getDOMCounters');
  return { heap: heap.usedSize, listeners: dom.jsEventListeners, documents: dom.documents, nodes: dom.nodes };
}

/** One mount (until the sold orders show) and unmount (until the console's element is gone). */
function cycle(page) {
  return page.evaluate(async (rows) => {
    const until = (ok) =>
      new Promise((resolve, reject) => {
        const started = Date.now();
        const t = setInterval(() => {
          if (!ok() && Date.now() - started < 60_000) return;
          clearInterval(t);
          if (ok()) resolve();
          else reject(new Error(`cycle stuck at ${location.pathname}`));
        }, 25);
      });
    window.demoHost.go('/console/en/order/sold');
    await until(() => !!document.querySelector(rows));
    window.demoHost.go('/');
    await until(() => !document.querySelector('#subapp #root'));
  }, ROWS);
}

const host = await startDemoHost({ port: 0, consoleUrl });
const browser = await launchBrowser('bench-mf-');
try {
  const token = await login(consoleUrl, 'supplier');
  const page = await browser.newPage();
  await page.evaluateOnNewDocument((p) => sessionStorage.setItem('demo-host-props', p), JSON.stringify({ token }));
  const cdp = await page.createCDPSession();
  await page.goto(`${host.url}/`);
  await page.waitForSelector('[data-testid="host-home"]');
  const rows = [['before', await measure(cdp)]];
  for (let i = 1; i <= cycles; i += 1) {
    await cycle(page);
    rows.push([`cycle ${i}`, await measure(cdp)]);
  }
  const first = rows[1][1];
  console.log('| after | heap MB | vs cycle 1 | listeners | documents | nodes |\n|---|---|---|---|---|---|');
  for (const [name, m] of rows) {
    const vs = `${(((m.heap - first.heap) / first.heap) * 100).toFixed(1)} %`;
    console.log(`| ${name} | ${(m.heap / 1e6).toFixed(2)} | ${vs} | ${m.listeners} | ${m.documents} | ${m.nodes} |`);
  }
} finally {
  await browser.close();
  await host.close();
}
