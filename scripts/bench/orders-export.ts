/**
 * In-process half of scripts/bench-orders.mjs: seeds the fake backend's store, adds finished
 * orders until `supplier` has COUNT sales, then runs the real me/export handler into a sink and
 * reports time and peak memory of this (mock) process as JSON on stdout.
 */
import { Writable } from 'stream';
import exportRoutes from '../../mock/trade-reads';
import { apiLogin } from './orders-login';
import { getDb, resetDb } from '../../mock/_db/store';
import { SEED_IDS } from '../../mock/_db/seed/users';
import { generateOrders } from '../../mock/_db/trade/seed';

const COUNT = Number(process.env.BENCH_EXPORT_ROWS || 10_000);

async function main(): Promise<void> {
  resetDb();
  const db = getDb();
  const have = db.trade.orders.filter((o) => o.seller.id === SEED_IDS.supplier).length;
  if (have < COUNT) generateOrders(db, SEED_IDS.supplier, COUNT - have);
  const rows = db.trade.orders.filter((o) => o.seller.id === SEED_IDS.supplier).length;
  const token = apiLogin(db, 'supplier');
  const cold = await runOnce(token);
  const warm = await runOnce(token);
  process.stdout.write(JSON.stringify({ rows, cold, warm }));
}

async function runOnce(token: string) {
  global.gc?.();
  const base = process.memoryUsage();
  let peakRss = base.rss;
  let peakHeap = base.heapUsed;
  const sample = setInterval(() => {
    const m = process.memoryUsage();
    peakRss = Math.max(peakRss, m.rss);
    peakHeap = Math.max(peakHeap, m.heapUsed);
  }, 5);
  let bytes = 0;
  const sink = Object.assign(
    new Writable({
      write(chunk: Buffer, _enc, done) {
        bytes += chunk.length;
        done();
      },
    }),
    {
      statusCode: 200,
      status(code: number) {
        this.statusCode = code;
        return this;
      },
      setHeader() {
        return this;
      },
      set() {
        return this;
      },
      json(body: unknown) {
        throw new Error(`export answered JSON: ${JSON.stringify(body)}`);
      },
    },
  );
  // express reports the headers as sent once the body started
  Object.defineProperty(sink, 'headersSent', { get: () => bytes > 0 });
  const req = {
    method: 'GET',
    path: '/api/v1/shop/trade/me/export',
    url: '/api/v1/shop/trade/me/export',
    headers: { authorization: `Bearer ${token}` },
    query: { side: 'sales', lang: 'zh-CN' },
    params: {},
  };
  const started = process.hrtime.bigint();
  await exportRoutes['GET /api/v1/shop/trade/me/export'](req as never, sink as never);
  await new Promise((resolve) => (sink.writableFinished ? resolve(undefined) : sink.on('finish', resolve)));
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  clearInterval(sample);
  const mb = (n: number) => Math.round((n / 1024 / 1024) * 10) / 10;
  return {
    ms: Math.round(ms),
    bytes,
    rssBeforeMb: mb(base.rss),
    peakRssMb: mb(peakRss),
    heapBeforeMb: mb(base.heapUsed),
    peakHeapMb: mb(peakHeap),
    status: sink.statusCode,
  };
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
