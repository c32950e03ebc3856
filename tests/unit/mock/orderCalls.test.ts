/**
 * The order calls the order pages reach (SPEC §7 B/trade settlements, B/transfer): the test seed
 * holds failed settlements whose reason reads in the caller's language, the list filters by status,
 * a failed one is paid out when tried again at its deadline, and an order archived and restored
 * says where it lives at each step.
 */
import { tradeApi } from '@/domain/trade/endpoints';
import type { OrderDatasource, Paged, Settlement, SettlementFailure } from '@/types';
import history from '../../../mock/trade-history';
import reads from '../../../mock/trade-reads';
import { SEED_IDS } from '../../../mock/_db/seed/users';
import { resetDb } from '../../../mock/_db/store';
import { issueToken } from '../../../mock/_db/tokens';
import { runClock } from '../../../mock/_db/trade/orders';
import { TERMINAL } from '../../../mock/_db/trade/machine';
import { route } from './fakeHttp';

const key = (ep: { method: string; path: string }) => `${ep.method} ${ep.path}`;
const db = resetDb('test');
const token = issueToken(db, SEED_IDS.supplier).accessToken;

test('failed settlements of the seed say why, in the caller’s language; the list filters by status', async () => {
  const page = (await route(reads, key(tradeApi.querySettlements), { token, query: { status: 'FAILED' } })).body as Paged<Settlement>;
  expect(page.total).toBe(2);
  expect(page.records.every((s) => s.status === 'FAILED' && s.sellerId === SEED_IDS.supplier)).toBe(true);
  const [first] = page.records;
  const zh = (await route(reads, key(tradeApi.getSettlementFailure), { token, locale: 'zh-CN', params: { settlementId: first.id } }))
    .body as SettlementFailure;
  const en = (await route(reads, key(tradeApi.getSettlementFailure), { token, locale: 'en-US', params: { settlementId: first.id } }))
    .body as SettlementFailure;
  expect(zh.failed && en.failed).toBe(true);
  expect(zh.failureReason).toMatch(/[\u4e00-\u9fff]/);
  expect(en.failureReason).toMatch(/^[A-Z][a-z]/);
  expect(en.failureReason).toBe(first.failureReason);
  const bad = await route(reads, key(tradeApi.querySettlements), { token, query: { status: 'LOST' } });
  expect(bad.statusCode).toBe(400);
});

test('a failed settlement tried again at its deadline is paid out and no longer says it failed', async () => {
  const failed = db.trade.settlements.find((s) => s.status === 'FAILED' && s.sellerId === SEED_IDS.supplier)!;
  const order = db.trade.byNo[failed.orderNo];
  runClock(db, Date.parse(order.settleDeadline!) + 1000);
  const answer = (await route(reads, key(tradeApi.getSettlementFailure), { token, params: { settlementId: failed.id } }))
    .body as SettlementFailure;
  expect(answer).toMatchObject({ status: 'SUCCESS', failed: false, failureReason: null });
  expect(order.status).toBe('COMPLETED');
});

test('an order archived and restored says where it lives at each step', async () => {
  const done = db.trade.orders.find((o) => o.seller.id === SEED_IDS.supplier && TERMINAL.has(o.status))!;
  const where = async () =>
    ((await route(history, key(tradeApi.getOrderDatasource), { token, params: { code: done.orderNo } })).body as OrderDatasource)
      .datasource;
  expect(await where()).toBe('live');
  const archived = (await route(history, key(tradeApi.archiveOrder), { token, params: { code: done.orderNo } })).body as OrderDatasource;
  expect(archived.datasource).not.toBe('live');
  expect(await where()).toBe(archived.datasource);
  expect(db.trade.byNo[done.orderNo]).toBeUndefined();
  const back = (
    await route(history, key(tradeApi.restoreArchivedOrder), { token, params: { code: done.orderNo, datasource: archived.datasource } })
  ).body as OrderDatasource;
  expect(back.datasource).toBe('live');
  expect(await where()).toBe('live');
  // an open order cannot be archived
  const open = db.trade.orders.find((o) => o.seller.id === SEED_IDS.supplier && !TERMINAL.has(o.status))!;
  expect((await route(history, key(tradeApi.archiveOrder), { token, params: { code: open.orderNo } })).statusCode).toBe(400);
});
