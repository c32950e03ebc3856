/**
 * Saved views in the fake backend (mock/views-saved.ts, mock/_db/views): stored per user, one
 * default per user and table, readable by id from a shared link but changed only by their owner,
 * refused to a sub-account without the table's permission, and gone after a reset.
 */
import { viewsApi } from '@/domain/views/endpoints';
import type { SavedView } from '@/domain/views/types';
import viewRoutes from '../../../mock/views-saved';
import { SEED_IDS } from '../../../mock/_db/seed/users';
import { getDb, resetDb } from '../../../mock/_db/store';
import { issueToken } from '../../../mock/_db/tokens';
import { route } from '../mock/fakeHttp';

const tokenOf = (userId: string) => issueToken(getDb(), userId).accessToken;
const supplier = () => tokenOf(SEED_IDS.supplier);

beforeEach(() => resetDb());

async function save(token: string, name: string, table = 'ORDER_SOLD', extra: Record<string, unknown> = {}) {
  return route(viewRoutes, viewsApi.createSavedView.key, {
    token,
    body: {
      table,
      name,
      filters: { category: 'problem', sort: 'amount,desc' },
      columns: { buyer: { show: false } },
      density: 'small',
      ...extra,
    },
  });
}
const list = async (token: string, table = 'ORDER_SOLD') =>
  (await route(viewRoutes, viewsApi.listSavedViews.key, { token, query: { table } })).body as SavedView[];

describe('saved views in the fake backend', () => {
  it('keeps a view per user with its filters, columns and density', async () => {
    const created = await save(supplier(), 'Big problems');
    expect(created.statusCode).toBe(201);
    const view = created.body as SavedView;
    expect(view).toMatchObject({
      table: 'ORDER_SOLD',
      name: 'Big problems',
      filters: { category: 'problem', sort: 'amount,desc' },
      columns: { buyer: { show: false } },
      density: 'small',
      isDefault: false,
      owned: true,
    });
    expect((await list(supplier())).map((v) => v.id)).toEqual([view.id]);
    // another user, and another table, see none of it
    expect(await list(tokenOf(SEED_IDS.trader))).toEqual([]);
    expect(await list(supplier(), 'ORDER_PURCHASED')).toEqual([]);
  });

  it('keeps one default per user and table, listed first', async () => {
    const a = (await save(supplier(), 'A')).body as SavedView;
    const b = (await save(supplier(), 'B')).body as SavedView;
    const setDefault = (id: string, isDefault: boolean) =>
      route(viewRoutes, viewsApi.setDefaultSavedView.key, { token: supplier(), params: { id }, body: { isDefault } });
    await setDefault(a.id, true);
    await setDefault(b.id, true);
    expect((await list(supplier())).map((v) => [v.name, v.isDefault])).toEqual([
      ['B', true],
      ['A', false],
    ]);
    await setDefault(b.id, false);
    expect((await list(supplier())).some((v) => v.isDefault)).toBe(false);
  });

  it('refuses a name the user already has on the table, in the caller language', async () => {
    await save(supplier(), 'Morning');
    const again = await route(viewRoutes, viewsApi.createSavedView.key, {
      token: supplier(),
      locale: 'zh-CN',
      body: { table: 'ORDER_SOLD', name: 'MORNING', filters: {}, columns: {}, density: 'middle' },
    });
    expect(again.statusCode).toBe(400);
    expect(again.body).toMatchObject({ violations: [{ field: 'name', message: '此表格已有同名视图' }] });
  });

  it('lets another user read a view by id (a shared link), but not change or delete it', async () => {
    const view = (await save(supplier(), 'Shared')).body as SavedView;
    const trader = tokenOf(SEED_IDS.trader);
    const read = await route(viewRoutes, viewsApi.getSavedView.key, { token: trader, params: { id: view.id } });
    expect(read.statusCode).toBe(200);
    expect(read.body).toMatchObject({ id: view.id, filters: view.filters, owned: false });
    const change = await route(viewRoutes, viewsApi.updateSavedView.key, {
      token: trader,
      params: { id: view.id },
      body: { name: 'Mine' },
    });
    expect(change.statusCode).toBe(404);
    const remove = await route(viewRoutes, viewsApi.deleteSavedView.key, { token: trader, params: { id: view.id } });
    expect(remove.statusCode).toBe(404);
    expect((await list(supplier()))[0].name).toBe('Shared');
  });

  it('changes and deletes the owner view', async () => {
    const view = (await save(supplier(), 'Old')).body as SavedView;
    const changed = await route(viewRoutes, viewsApi.updateSavedView.key, {
      token: supplier(),
      params: { id: view.id },
      body: { name: 'New', density: 'large', filters: { status: 'TO_DELIVER' } },
    });
    expect(changed.body).toMatchObject({
      name: 'New',
      density: 'large',
      filters: { status: 'TO_DELIVER' },
      columns: { buyer: { show: false } },
    });
    const removed = await route(viewRoutes, viewsApi.deleteSavedView.key, { token: supplier(), params: { id: view.id } });
    expect(removed.statusCode).toBe(204);
    expect(await list(supplier())).toEqual([]);
  });

  it('refuses a sub-account the views of a table it may not open, and keeps its own views apart', async () => {
    const sub = tokenOf(SEED_IDS.supplier_sub); // ORDER_SOLD|COMMODITY
    expect((await route(viewRoutes, viewsApi.listSavedViews.key, { token: sub, query: { table: 'STOCK_RECORD' } })).statusCode).toBe(403);
    expect((await save(sub, 'Stock', 'STOCK_RECORD')).statusCode).toBe(403);
    expect((await save(sub, 'Mine')).statusCode).toBe(201);
    expect(await list(supplier())).toEqual([]);
    // the statement is open to every account
    expect((await route(viewRoutes, viewsApi.listSavedViews.key, { token: sub, query: { table: 'STATEMENT' } })).statusCode).toBe(200);
  });

  it('refuses an unknown table, and answers without a sign-in with 401', async () => {
    expect((await route(viewRoutes, viewsApi.listSavedViews.key, { token: supplier(), query: { table: 'X' } })).statusCode).toBe(400);
    expect((await route(viewRoutes, viewsApi.listSavedViews.key, { query: { table: 'ORDER_SOLD' } })).statusCode).toBe(401);
  });

  it('forgets every view on a reset', async () => {
    await save(supplier(), 'Gone');
    resetDb();
    expect(await list(supplier())).toEqual([]);
  });
});
