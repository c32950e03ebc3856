/**
 * The fake backend answers its refusals in the caller's language (the app's locale cookie, else
 * Accept-Language), in every area, through the shared helper of mock/_lib/i18n.ts.
 * exceljs (the demand routes) pulls uuid, whose browser build is ESM: resolve the node build.
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 */
import accountCustomers from '../../../mock/account-customers';
import authRoutes from '../../../mock/auth';
import chatIm from '../../../mock/chat-im';
import controlRoutes from '../../../mock/control';
import devDeveloper from '../../../mock/dev-developer';
import marketListings from '../../../mock/market-listings';
import resellerDemand from '../../../mock/reseller-demand';
import resellerDeposit from '../../../mock/reseller-deposit';
import tradeOrders from '../../../mock/trade-orders';
import { SEED_IDS } from '../../../mock/_db/seed/users';
import { getDb } from '../../../mock/_db/store';
import { langOfHeaders } from '../../../mock/_lib/i18n';
import { resetSettings } from '../../../mock/_lib/settings';
import { route, type FakeCall } from './fakeHttp';
import { loginAs } from './login';

const A = '/api/v1/usercenter';
const B = '/api/v1/shop';
const C = '/api/shop';
type Routes = Parameters<typeof route>[0];

/** The same call by a Chinese and by an English caller. */
async function both(map: Routes, key: string, c: Omit<FakeCall, 'method' | 'path' | 'locale'> & { path?: string }) {
  const zh = await route(map, key, { ...c, locale: 'zh-CN' });
  const en = await route(map, key, { ...c, locale: 'en-US' });
  return { zh: zh.body as Record<string, unknown>, en: en.body as Record<string, unknown>, status: zh.statusCode };
}

beforeAll(async () => {
  resetSettings();
  jest.spyOn(console, 'log').mockImplementation(() => undefined);
  await route(controlRoutes, 'POST /api/mock/reset', {});
});
afterAll(() => jest.restoreAllMocks());

describe('the caller’s language', () => {
  it('is the locale cookie, else Accept-Language, else Chinese', () => {
    expect(langOfHeaders('a=1; locale=en-US', 'zh-CN')).toBe('en-US');
    expect(langOfHeaders('locale=zh-CN', 'en-US')).toBe('zh-CN');
    expect(langOfHeaders(undefined, 'en-GB,en;q=0.8')).toBe('en-US');
    expect(langOfHeaders(undefined, undefined)).toBe('zh-CN');
  });
});

describe('refusals in the caller’s language', () => {
  it('auth: a wrong password and a refused registration', async () => {
    const login = await both(authRoutes, `POST ${A}/auth/login`, {
      body: { username: 'buyer', password: 'wrong-one', credentialType: 'password' },
    });
    expect(login.status).toBe(400);
    expect(login.zh).toMatchObject({ code: 'BAD_CREDENTIALS', title: '登录失败', detail: '用户名或密码错误' });
    expect(login.en).toMatchObject({ code: 'BAD_CREDENTIALS', detail: 'Incorrect username or password' });
    const signup = await both(authRoutes, `POST ${A}/auth/signup`, { body: { username: 'buyer', password: 'short' } });
    expect(signup.zh).toMatchObject({
      code: 'USERNAME_TAKEN',
      violations: [
        { field: 'username', message: '用户名已被占用' },
        { field: 'password', message: '密码至少 8 位' },
      ],
    });
    expect(signup.en).toMatchObject({
      violations: [{ message: 'username already taken' }, { message: 'password must be at least 8 characters' }],
    });
  });

  it('a missing session: the 401 in the caller’s language', async () => {
    const me = await both(authRoutes, `GET ${A}/auth/userinfo`, {});
    expect(me.status).toBe(401);
    expect(me.zh).toMatchObject({ title: '未登录', detail: '请先登录' });
  });

  it('areas: one refusal each', async () => {
    const buyer = await loginAs('buyer');
    const supplier = await loginAs('supplier');
    const cases = {
      account: await both(accountCustomers, `PATCH ${A}/customers/patchUserName`, { token: buyer, body: { nickname: 'x' } }),
      funds: await both(resellerDeposit, `POST ${B}/fund/deposit/refund`, { token: buyer, body: { amount: 'abc' } }),
      reseller: await both(resellerDemand, `POST ${C}/user/demand`, { token: buyer, body: {} }),
      trade: await both(tradeOrders, `POST ${B}/trade/buyer/orders`, { token: buyer, body: { commodityId: 'nope', quantity: 1 } }),
      market: await both(marketListings, `GET ${C}/commodity/:commodityId`, {
        path: `${C}/commodity/nope`,
        params: { commodityId: 'nope' },
      }),
      chat: await both(chatIm, `POST /api/chat/ordergroup/sendChatMsg`, { token: buyer, body: { side: 'buy', content: 'hi' } }),
      dev: await both(devDeveloper, `POST ${C}/supportcenter/developer`, { token: supplier, body: {} }),
    };
    expect(cases.account.zh).toMatchObject({ title: '校验未通过', violations: [{ field: 'nickname', message: '昵称须为 2–20 个字符' }] });
    expect(cases.account.en).toMatchObject({
      title: 'Validation failed',
      violations: [{ field: 'nickname', message: 'nickname must be 2-20 characters' }],
    });
    expect(cases.funds.zh).toMatchObject({ violations: [{ field: 'amount', message: '金额须为最多 2 位小数的数字' }] });
    expect(cases.funds.en).toMatchObject({ violations: [{ field: 'amount', message: 'amount must be a number with at most 2 decimals' }] });
    expect(cases.reseller.zh.violations).toEqual(
      expect.arrayContaining([
        { field: 'gameId', message: '游戏：必填' },
        { field: 'publicStatus', message: '公开：须为公开或私密' },
      ]),
    );
    expect(cases.reseller.en.violations).toEqual(expect.arrayContaining([{ field: 'gameId', message: 'game is required' }]));
    expect(cases.trade.zh).toMatchObject({ title: '未找到', detail: '商品 nope 不存在' });
    expect(cases.trade.en).toMatchObject({ title: 'Not Found', detail: 'Commodity nope does not exist' });
    expect(cases.market.zh).toMatchObject({ detail: '商品 nope 不存在' });
    expect(cases.chat.zh).toMatchObject({ violations: [{ field: 'orderNo', message: 'orderNo 不能为空' }] });
    expect(cases.chat.en).toMatchObject({ violations: [{ field: 'orderNo', message: 'orderNo is required' }] });
    expect(cases.dev.zh.violations).toEqual(expect.arrayContaining([{ field: 'name', message: 'name为必填项' }]));
    expect(cases.dev.en.violations).toEqual(expect.arrayContaining([{ field: 'name', message: 'name is required' }]));
  }, 60_000);

  it('trade rules: a refused order action says why in Chinese', async () => {
    const buyer = await loginAs('buyer');
    const done = getDb().trade.orders.find((o) => o.buyer.id === SEED_IDS.buyer && o.status === 'COMPLETED');
    if (!done) throw new Error('no completed order of buyer in the seed');
    const res = await both(tradeOrders, `PATCH ${B}/trade/cancel`, { token: buyer, body: { orderNo: done.orderNo, side: 'purchase' } });
    expect(res.zh).toMatchObject({
      code: 'ORDER_ACTION_REFUSED',
      title: '不允许此操作',
      detail: `订单已完成时不能这样做（订单 ${done.orderNo}）`,
    });
    expect(res.en).toMatchObject({ detail: `Not possible while the order is COMPLETED (order ${done.orderNo})` });
  });
});
