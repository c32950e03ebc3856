/**
 * Account routes registered against their declarations (src/domain/account/endpoints.ts): the
 * kind / list / side placeholders take only the values the contract names, and a repeated query
 * parameter (userIds, exploded form) reaches the risk rules whole.
 */
import { accountApi } from '@/domain/account/endpoints';
import listRoutes from '../../../mock/account-lists';
import riskRoutes from '../../../mock/account-risk';
import { queryRisk } from '../../../mock/_db/account/risk';
import { SEED_IDS } from '../../../mock/_db/seed/users';
import { getDb, resetDb } from '../../../mock/_db/store';
import { issueToken } from '../../../mock/_db/tokens';
import { route } from '../mock/fakeHttp';

const tokenOf = (userId: string) => issueToken(getDb(), userId).accessToken;

beforeEach(() => resetDb());

describe('account routes', () => {
  it('reads a list by kind and list, and answers 404 for any other', async () => {
    const token = tokenOf(SEED_IDS.buyer);
    const ok = await route(listRoutes, accountApi.queryListEntries.key, { token, params: { kind: 'suppliers', list: 'whitelist' } });
    expect(ok.statusCode).toBe(200);
    expect((ok.body as { total: number }).total).toBeGreaterThan(0);
    const marks = await route(listRoutes, accountApi.getListMarks.key, { token, params: { kind: 'suppliers' } });
    expect(Object.values(marks.body as Record<string, string>)).toContain('WHITE');
    for (const params of [
      { kind: 'buyers', list: 'whitelist' },
      { kind: 'suppliers', list: 'greylist' },
    ]) {
      expect((await route(listRoutes, accountApi.queryListEntries.key, { token, params })).statusCode).toBe(404);
    }
    expect((await route(listRoutes, accountApi.getListMarks.key, { token, params: { kind: 'buyers' } })).statusCode).toBe(404);
  });

  it('answers the warnings of every user id of a repeated userIds parameter', async () => {
    const flagged = queryRisk(getDb(), SEED_IDS.buyer, 'suppliers', { size: 500 }).records.map((w) => w.userId);
    expect(flagged.length).toBeGreaterThan(1);
    const token = tokenOf(SEED_IDS.buyer);
    const res = await route(riskRoutes, accountApi.queryRiskWarnings.key, {
      token,
      params: { side: 'suppliers' },
      query: { userIds: flagged.slice(0, 2) } as unknown as Record<string, string>,
    });
    expect(res.statusCode).toBe(200);
    expect((res.body as { records: Array<{ userId: string }> }).records.map((w) => w.userId).sort()).toEqual(flagged.slice(0, 2).sort());
    const other = await route(riskRoutes, accountApi.queryRiskWarnings.key, { token, params: { side: 'buyers' } });
    expect(other.statusCode).toBe(404);
  });
});
