/**
 * The automation calls as the fake backend answers them: rules stored per main account, a
 * sub-account allowed only with COMMODITY, refusals worded in the caller's language.
 */
import automationRoutes from '../../../mock/automation-rules';
import { SEED_IDS } from '../../../mock/_db/seed/users';
import { getDb, resetDb } from '../../../mock/_db/store';
import { automationApi } from '../../../src/domain/automation/endpoints';
import { allMessages } from '../../../src/locales/all';
import { loginAs } from '../mock/login';
import { route } from '../mock/fakeHttp';

const rules = {
  bargain: { enabled: true, agreeShare: '90', rejectShare: '60' },
  stock: { enabled: true, lowStock: 5, autoDelist: true, autoRelist: false },
  commodities: [],
};

beforeEach(() => {
  resetDb('test');
});

it('stores the rules per main account: its sub-account with COMMODITY sees and edits them, another supplier does not', async () => {
  const supplier = await loginAs('supplier');
  const saved = await route(automationRoutes, automationApi.saveAutomationSettings.key, { token: supplier, body: rules });
  expect(saved.statusCode).toBe(200);
  const sub = await loginAs('supplier_sub');
  const seen = await route(automationRoutes, automationApi.getAutomationSettings.key, { token: sub });
  expect(seen.body).toMatchObject({ bargain: rules.bargain, stock: rules.stock });
  const edited = await route(automationRoutes, automationApi.saveAutomationSettings.key, {
    token: sub,
    body: { ...rules, stock: { ...rules.stock, lowStock: 7 } },
  });
  expect(edited.statusCode).toBe(200);
  const again = await route(automationRoutes, automationApi.getAutomationSettings.key, { token: supplier });
  expect(again.body).toMatchObject({ stock: { lowStock: 7 } });
  const trader = await loginAs('trader');
  const other = await route(automationRoutes, automationApi.getAutomationSettings.key, { token: trader });
  expect(other.body).toMatchObject({ bargain: { enabled: false } });
});

it('refuses a sub-account without COMMODITY, and a user without the supplier role', async () => {
  getDb().users[SEED_IDS.supplier_sub].subAuthorities = 'ORDER_SOLD';
  const sub = await loginAs('supplier_sub');
  for (const key of [automationApi.getAutomationSettings.key, automationApi.queryAutomationRuns.key]) {
    expect((await route(automationRoutes, key, { token: sub })).statusCode).toBe(403);
  }
  expect((await route(automationRoutes, automationApi.saveAutomationSettings.key, { token: sub, body: rules })).statusCode).toBe(403);
  // the to-do centre still answers, with only what ORDER_SOLD covers
  const todos = await route(automationRoutes, automationApi.getTodos.key, { token: sub });
  expect(Object.keys((todos.body as { counts: object }).counts).sort()).toEqual(['CHAT', 'DELIVER', 'DISPUTE']);
  const buyer = await loginAs('buyer');
  expect((await route(automationRoutes, automationApi.getAutomationSettings.key, { token: buyer })).statusCode).toBe(403);
});

it('words a refused field in the caller’s language', async () => {
  const supplier = await loginAs('supplier');
  const bad = { ...rules, bargain: { enabled: true, agreeShare: '80', rejectShare: '85' } };
  for (const locale of ['zh-CN', 'en-US'] as const) {
    const res = await route(automationRoutes, automationApi.saveAutomationSettings.key, { token: supplier, body: bad, locale });
    expect(res.statusCode).toBe(400);
    expect((res.body as { violations: unknown[] }).violations).toEqual([
      { field: 'rejectShare', message: allMessages[locale]['automation.rule.rejectBelowAgree'] },
    ]);
  }
});
