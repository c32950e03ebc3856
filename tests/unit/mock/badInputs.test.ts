/**
 * The bad-input battery (fixtures/badInputs.ts) through the real route handlers and the wrapper
 * every route goes through: each case, in Chinese and in English, answers its 4xx (never 500, never
 * 200) with an ApiError that names the field, worded in the caller's language.
 * exceljs (the demand import) pulls uuid, whose browser build is ESM: resolve the node build.
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 */
import fs from 'fs';
import path from 'path';
import Big from 'big.js';
import { authApi } from '../../../src/domain/auth/endpoints';
import { chatApi } from '../../../src/domain/chat/endpoints';
import { mockControlApi } from '../../../src/domain/mock/endpoints';
import { resellerApi } from '../../../src/domain/reseller/endpoints';
import { supplierApi } from '../../../src/domain/supplier/endpoints';
import { fillPath } from '../../../src/domain/endpoint';
import { SEED_IDS } from '../../../mock/_db/seed/users';
import { getDb } from '../../../mock/_db/store';
import type { WrappedHandler } from '../../../mock/_lib/handlers';
import type { ApiError } from '../../../src/types';
import { isObject } from '../../../mock/_lib/input';
import { resetSettings } from '../../../mock/_lib/settings';
import { BAD_INPUTS, type BadInputCase, type Caller, type FileContent } from './fixtures/badInputs';
import { call, type FakeCall } from './fakeHttp';
import { loginAs } from './login';

const mockDir = path.resolve(__dirname, '../../../mock');
/** Every route file, as umi's mock loader reads them: one table of wrapped handlers by key. */
const routes: Record<string, WrappedHandler> = Object.assign(
  {},
  ...fs
    .readdirSync(mockDir)
    .filter((f) => f.endsWith('.ts'))
    .map((f) => (require(path.join(mockDir, f)) as { default?: Record<string, WrappedHandler> }).default ?? {}),
);

const HAN = /\p{Script=Han}/u;
/** calls that take a multipart form (the rest take JSON) */
const MULTIPART = [supplierApi.uploadFile.key, resellerApi.parseDemandImport.key];
const TEN_MB = 10 * 1024 * 1024;
// a 1×1 transparent PNG
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

function bytesOf(content: FileContent): Buffer {
  switch (content) {
    case 'corrupt-xlsx':
      return Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(300, 0xab)]);
    case 'zip':
      // an empty zip archive: only its end-of-central-directory record
      return Buffer.concat([Buffer.from('PK\x05\x06', 'latin1'), Buffer.alloc(18)]);
    case 'empty':
      return Buffer.alloc(0);
    case 'big':
      return Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(TEN_MB - 4)]);
    case 'exe':
      return Buffer.concat([Buffer.from('MZ', 'latin1'), Buffer.alloc(510, 0x90)]);
    case 'html':
      return Buffer.from('<!doctype html><script>alert(1)</script>');
    case 'png':
      return PNG;
  }
}

const tokens: Partial<Record<Caller, string>> = {};
const refs: Record<string, unknown> = {};

/** The seeded records the cases' `{{name}}` values stand for. */
async function resolveRefs(): Promise<void> {
  const db = getDb();
  const at = Date.now();
  const onSale = db.market.commodities.filter(
    (c) => c.supplierId === SEED_IDS.supplier && c.status === 'ON_SALE' && c.stock > 10 && Date.parse(c.effectiveTime) > at,
  );
  const commodity = onSale.find((c) => new Big(c.unitPrice).gte(1)) ?? onSale[0];
  const demand = db.market.demands.find((d) => d.resellerId === SEED_IDS.buyer && (d.status === 'ACTIVE' || d.status === 'PAUSED'));
  const account = db.account.receivingAccounts.find((a) => a.ownerId === SEED_IDS.supplier);
  const order = db.trade.orders.find((o) => o.buyer.id === SEED_IDS.buyer && o.seller.id === SEED_IDS.supplier);
  const openDemand = db.market.demands.find(
    (d) => d.resellerId === SEED_IDS.buyer && d.status === 'ACTIVE' && d.publicStatus === 'PUBLIC' && d.receivedQuantity + 10 < d.quantity,
  );
  if (!commodity || !demand || !account || !order || !openDemand) throw new Error('the seed lacks a record a case needs');
  Object.assign(refs, {
    commodity: commodity.id,
    foreignCommodity: commodity.id,
    minQuantity: commodity.minQuantity,
    lowOffer: new Big(commodity.unitPrice).times('0.9').round(2, Big.roundDown).toFixed(2),
    demand: demand.id,
    receivingAccount: account.id,
    purchaseOrder: order.orderNo,
    buyerId: SEED_IDS.buyer,
    supplierId: SEED_IDS.supplier,
    lowOfferExp: new Big(commodity.unitPrice).times('0.9').round(2, Big.roundDown).toExponential(),
    openDemand: openDemand.id,
    'dataUrl:exe': `data:image/png;base64,${bytesOf('exe').toString('base64')}`,
    'dataUrl:exeJpeg': `data:image/jpeg;base64,${bytesOf('exe').toString('base64')}`,
    'dataUrl:big': `data:image/png;base64,${Buffer.concat([PNG, Buffer.alloc(TEN_MB)]).toString('base64')}`,
  });
  const service = await call(routes[chatApi.openServiceConversation.key], {
    method: 'POST',
    path: chatApi.openServiceConversation.path,
    query: { side: 'buy' },
    token: tokens.buyer,
  });
  refs.conversation = isObject(service.body) ? service.body.id : undefined;
  for (const scene of ['image', 'file'] as const) {
    const res = await call(routes[supplierApi.getStsToken.key], {
      path: supplierApi.getStsToken.path,
      query: { scene },
      token: tokens.supplier,
    });
    refs[`sts:${scene}`] = isObject(res.body) ? res.body.securityToken : undefined;
  }
}

/** What the cases aim at: none of it may change when every one of them is refused. */
function targets() {
  const db = getDb();
  const commodity = db.market.commodities.find((c) => c.id === refs.commodity);
  const demand = db.market.demands.find((d) => d.id === refs.demand);
  const { nickname, avatar, balance } = db.users[SEED_IDS.buyer];
  return {
    commodity: commodity && { unitPrice: commodity.unitPrice, stock: commodity.stock },
    demand: demand && { unitPrice: demand.unitPrice, quantity: demand.quantity },
    buyer: { nickname, avatar, balance },
    supplierBalance: db.users[SEED_IDS.supplier].balance,
    orders: db.trade.orders.length,
    bargainings: db.trade.bargainings.length,
    uploads: Object.keys(db.supplier.uploads).length,
    withdrawals: db.account.withdrawals.length,
    stockRecords: db.supplier.stockRecords.length,
  };
}
let before: ReturnType<typeof targets>;

/** `{{name}}` values replaced by the seeded record; a whole-value reference keeps the record's type. */
function fill(value: unknown): unknown {
  if (typeof value === 'string') {
    const whole = /^\{\{([^}]+)\}\}$/.exec(value);
    if (whole) {
      if (!(whole[1] in refs)) throw new Error(`unknown reference ${value}`);
      return refs[whole[1]];
    }
    return value;
  }
  if (Array.isArray(value)) return value.map(fill);
  if (isObject(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fill(v)]));
  return value;
}

function requestOf(c: BadInputCase, locale: 'zh-CN' | 'en-US'): FakeCall {
  const headers: Record<string, string> = { 'idempotency-key': `bad-input-${Math.random().toString(36).slice(2)}` };
  const base = {
    method: c.endpoint.method,
    path: fillPath(c.endpoint.path, fill(c.params) as Record<string, string> | undefined),
    params: fill(c.params) as Record<string, string> | undefined,
    query: fill(c.query) as Record<string, string> | undefined,
    token: c.as === 'anonymous' ? undefined : tokens[c.as],
    locale,
  };
  if (c.file !== undefined || MULTIPART.includes(c.endpoint.key)) {
    const buffer = c.file ? bytesOf(c.file.content) : undefined;
    const files =
      c.file && buffer ? [{ fieldname: c.file.field, originalname: c.file.name, mimetype: c.file.type, size: buffer.length, buffer }] : [];
    return { ...base, body: fill(c.body ?? {}), files, headers: { ...headers, 'content-type': 'multipart/form-data; boundary=x' } };
  }
  const body = fill(c.body);
  const length = c.malformedLength ?? JSON.stringify(body ?? {}).length;
  return { ...base, body, headers: { ...headers, 'content-type': 'application/json', 'content-length': String(length) } };
}

beforeAll(async () => {
  resetSettings();
  jest.spyOn(console, 'log').mockImplementation(() => undefined);
  await call(routes[mockControlApi.resetBackend.key], { method: 'POST', path: mockControlApi.resetBackend.path, body: { seed: 'test' } });
  tokens.supplier = await loginAs('supplier');
  tokens.buyer = await loginAs('buyer');
  tokens.newbie = await loginAs('newbie');
  await resolveRefs();
  before = targets();
});
afterAll(() => jest.restoreAllMocks());

it('holds at least 25 cases of every kind the requirement names', () => {
  expect(BAD_INPUTS.length).toBeGreaterThanOrEqual(25);
  for (const kind of ['file', 'amount', 'quantity', 'text', 'json'])
    expect(BAD_INPUTS.filter((c) => c.kind === kind).length).toBeGreaterThan(3);
  expect(new Set(BAD_INPUTS.map((c) => c.name)).size).toBe(BAD_INPUTS.length);
});

describe.each(['zh-CN', 'en-US'] as const)('in %s', (locale) => {
  it.each(BAD_INPUTS.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    const handler = routes[c.endpoint.key];
    const res = await call(handler, requestOf(c, locale));
    expect(res.statusCode).not.toBe(500);
    expect({ name: c.name, status: res.statusCode }).toEqual({ name: c.name, status: c.status });
    const body = res.body as ApiError;
    expect(body).toMatchObject({ status: c.status, title: expect.any(String), code: expect.any(String) });
    const named = (body.violations ?? []).filter((v) => v.field === c.field);
    expect({ name: c.name, fields: (body.violations ?? []).map((v) => v.field) }).toEqual({
      name: c.name,
      fields: expect.arrayContaining([c.field]),
    });
    // the words the user reads: the title and the messages on the field
    for (const words of [body.title ?? '', ...named.map((v) => v.message)]) {
      expect({ name: c.name, words, han: HAN.test(words) }).toEqual({ name: c.name, words, han: locale === 'zh-CN' });
    }
  });
});

it('changed nothing it aimed at, and the fake backend still answers', async () => {
  expect(targets()).toEqual(before);
  const me = await call(routes[authApi.getUserInfo.key], { path: authApi.getUserInfo.path, token: tokens.buyer });
  expect(me.statusCode).toBe(200);
});
