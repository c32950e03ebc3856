import authRoutes from '../../../mock/auth';
import controlRoutes from '../../../mock/control';
import commentRoutes from '../../../mock/supplier-comments';
import commodityRoutes from '../../../mock/supplier-commodity';
import stockRoutes from '../../../mock/supplier-stock';
import supplierRoutes from '../../../mock/supplier-suppliers';
import { SEED_PASSWORD } from '../../../mock/_db/passwords';
import { SEED_IDS } from '../../../mock/_db/seed/users';
import { getDb } from '../../../mock/_db/store';
import { saveAutoUpdate } from '../../../mock/_db/supplier/autoUpdate';
import { changeBatchSaleStatus } from '../../../mock/_db/supplier/commodities';
import { translator } from '../../../mock/_db/supplier/messages';
import { storeUpload } from '../../../mock/_db/supplier/oss';
import { filterReseller } from '../../../mock/_db/supplier/resellers';
import { checkGameConfig, setRemarks } from '../../../mock/_db/supplier/settings';
import { addBatchRecords } from '../../../mock/_db/supplier/stock';
import { isObject } from '../../../mock/_lib/input';
import { failureOf } from '../mock/failure';
import { fakeReq, fakeRes } from '../mock/fakeHttp';

// exceljs (uuid's browser build) does not load under jsdom; the export is checked end to end
jest.mock('../../../mock/_lib/xlsx', () => ({ sendXlsx: jest.fn() }));

const A = '/api/v1/usercenter';
const B = '/api/v1/shop';
const COMMODITY = '/api/shop/user/commodity';
// no imported names in type positions: with jest.mock in the file, the hoisting transform refuses them
type Handler = (req: unknown, res: unknown) => unknown;
const zh = translator('zh-CN');
const en = translator('en-US');

/** One handler call as a browser in `locale` sends it (the app's locale cookie). */
async function send(
  map: Record<string, unknown>,
  key: string,
  token: string,
  locale: string,
  body: unknown,
  params?: Record<string, string>,
) {
  const [method, path] = key.split(' ');
  const req = fakeReq({ method, path, token, body, params });
  (req.headers as Record<string, string>).cookie = `locale=${locale}`;
  const { res, state } = fakeRes();
  await (map[key] as Handler)(req, res);
  return state;
}

let supplier: string;

beforeAll(async () => {
  jest.spyOn(console, 'log').mockImplementation(() => undefined);
  await route(controlRoutes, 'POST /api/mock/reset');
  const res = await send(authRoutes, `POST ${A}/auth/login`, '', 'zh-CN', {
    username: 'supplier',
    password: SEED_PASSWORD,
    credentialType: 'password',
  });
  const token = isObject(res.body) ? res.body.accessToken : undefined;
  if (typeof token !== 'string') throw new Error('login failed');
  supplier = token;
});
afterAll(() => jest.restoreAllMocks());

async function route(map: Record<string, unknown>, key: string) {
  const [method, path] = key.split(' ');
  await (map[key] as Handler)(fakeReq({ method, path }), fakeRes().res);
}

const stocked = () => getDb().market.commodities.find((c) => c.supplierId === SEED_IDS.supplier && c.stock > 0)!;

describe('server violations in the caller’s language', () => {
  it('answers a zh-CN stock-out beyond the stock in Chinese, next to the quantity', async () => {
    const c = stocked();
    const body = { commodityId: c.id, type: 'OUT', quantity: c.stock + 1 };
    const res = await send(stockRoutes, `POST ${B}/commodity/stockRecords`, supplier, 'zh-CN', body);
    expect(res.statusCode).toBe(400);
    expect(res.body).toMatchObject({ code: 'STOCK_INSUFFICIENT', violations: [{ field: 'quantity', message: `库存仅剩 ${c.stock}` }] });
    const enRes = await send(stockRoutes, `POST ${B}/commodity/stockRecords`, supplier, 'en-US', body);
    expect(enRes.body).toMatchObject({ violations: [{ field: 'quantity', message: `Only ${c.stock} in stock` }] });
  });

  it('answers a zh-CN settings change in Chinese', async () => {
    const rules = await send(supplierRoutes, `PUT ${A}/suppliers/update/filter`, supplier, 'zh-CN', {
      minRegisteredDays: 9999,
      minCompletionRate: '2',
    });
    expect(rules.statusCode).toBe(400);
    expect(rules.body).toMatchObject({
      violations: [
        { field: 'minRegisteredDays', message: '天数为 0–3650 的整数' },
        { field: 'minCompletionRate', message: '完成率须在 0 到 1 之间' },
      ],
    });
    const remarks = await send(supplierRoutes, `PATCH ${A}/suppliers/me/setting/quick-remarks`, supplier, 'zh-CN', {
      kind: 'QUICK',
      remarks: ['ok', ' '],
    });
    expect(remarks.body).toMatchObject({ violations: [{ field: 'remarks[1]', message: '备注不能为空' }] });
  });

  it('localizes the rules themselves (game configs, batch stock, resellers)', () => {
    const noGame = failureOf(() =>
      checkGameConfig({ tradeMethod: 'MAIL', minQuantity: 5, maxQuantity: 2, deliveryHours: 0 }, 0, () => false, zh),
    );
    expect(noGame.body.violations).toEqual([
      { field: 'gameConfigs[0].gameId', message: zh('supplier.rule.gameConfig.game') },
      { field: 'gameConfigs[0].maxQuantity', message: '单笔最大数量不能小于最小数量' },
      { field: 'gameConfigs[0].deliveryHours', message: '发货时间为 1–720 小时' },
    ]);
    expect(failureOf(() => setRemarks(getDb(), SEED_IDS.supplier, 'IN', 'x', zh)).body.violations).toEqual([
      { field: 'remarks', message: '备注必须为列表' },
    ]);
    expect(failureOf(() => addBatchRecords(getDb(), SEED_IDS.supplier, SEED_IDS.supplier, 'in', [], 'x', zh)).body.violations).toEqual([
      { field: 'items', message: '请至少添加一个商品' },
    ]);
    const reseller = getDb().supplier.resellers.find((r) => r.supplierId === SEED_IDS.supplier)!;
    expect(
      failureOf(() => filterReseller(getDb(), SEED_IDS.supplier, reseller.resellerId, 'x'.repeat(101), 'x', zh)).body.violations,
    ).toEqual([{ field: 'reason', message: '原因最多 100 个字符' }]);
    // callers without a language (order flows) keep English
    expect(failureOf(() => setRemarks(getDb(), SEED_IDS.supplier, 'IN', 'x')).body.violations).toEqual([
      { field: 'remarks', message: en('supplier.rule.remarks.list') },
    ]);
  });

  it('answers zh-CN auto-update, review reply and batch violations in Chinese', async () => {
    const auto = await send(commodityRoutes, `POST ${COMMODITY}/autoUpdatePriceAndQuantity`, supplier, 'zh-CN', {
      commodityIds: [],
      floorPrice: '1',
      priceOffset: '0',
    });
    expect(auto.statusCode).toBe(400);
    expect(auto.body).toMatchObject({ violations: [{ field: 'commodityIds', message: '请至少选择一个商品' }] });
    const comment = getDb().supplier.comments.find((c) => c.sellerId === SEED_IDS.supplier && !c.reply)!;
    const reply = await send(commentRoutes, `POST ${B}/comments/:commentId`, supplier, 'zh-CN', { reply: ' ' }, { commentId: comment.id });
    expect(reply.statusCode).toBe(400);
    expect(reply.body).toMatchObject({ violations: [{ field: 'reply', message: '回复为 1–200 个字符' }] });
    const batch = await send(commodityRoutes, `POST ${COMMODITY}/changeBatchSaleStatus`, supplier, 'zh-CN', {
      ids: [stocked().id],
      status: 'SOLD',
    });
    expect(batch.statusCode).toBe(400);
    expect(batch.body).toMatchObject({ violations: [{ field: 'status', message: '状态须为在售或已下架' }] });
    const missing = await send(commodityRoutes, `POST ${COMMODITY}/changeBatchSaleStatus`, supplier, 'zh-CN', {
      ids: ['nope'],
      status: 'OFF_SALE',
    });
    expect(missing.statusCode).toBe(404);
    expect(JSON.stringify(missing.body)).toContain('商品 nope 不存在');
    // a good image reaches the credential check (the file is checked first)
    const image = { originalname: 'a.png', mimetype: 'image/png', size: 12, buffer: Buffer.from('89504e470d0a1a0a00000000', 'hex') };
    expect(failureOf(() => storeUpload(getDb(), 'sts.nope', 'image', image, Date.now(), zh)).body.detail).toBe('上传凭证缺失或已过期');
    // callers without a language keep English
    expect(failureOf(() => changeBatchSaleStatus(getDb(), SEED_IDS.supplier, { ids: [] }, Date.now())).body.violations).toEqual([
      { field: 'ids', message: 'Choose at least one commodity' },
    ]);
    expect(failureOf(() => saveAutoUpdate(getDb(), SEED_IDS.supplier, { commodityIds: [] }, Date.now())).body.violations).toEqual([
      { field: 'commodityIds', message: en('supplier.rule.commodities.choose') },
    ]);
  });
});
