import { mockControlApi } from '@/domain/mock/endpoints';
import chatIm from '../../../mock/chat-im';
import { accountsOf, chatConfig, initAccounts, isAccountScheduled } from '../../../mock/_db/chat/accounts';
import { resetClock, setClock } from '../../../mock/_db/clock';
import { getDb, resetDb } from '../../../mock/_db/store';
import { issueToken } from '../../../mock/_db/tokens';
import type { MockDb } from '../../../mock/_db/types';
import { findUserByUsername } from '../../../mock/_db/users';
import { route } from '../mock/fakeHttp';

/** The fake backend's delayed chat account creation, which makes /pending/accountCreatePending reachable. */
const T0 = Date.parse('2026-01-02T03:04:05.000Z');
let clock = T0;
let db: MockDb;
const user = (name: string) => {
  const u = findUserByUsername(db, name);
  if (!u) throw new Error(`no ${name}`);
  return u;
};

beforeAll(() => {
  db = resetDb();
  setClock(() => clock);
});
afterAll(() => resetClock());

describe('chat account creation delay', () => {
  it('is off by default: the initialisation call creates the account at once', () => {
    expect(chatConfig(db)).toEqual({ accountCreateDelayMs: 0 });
    const buyer = user('buyer');
    expect(initAccounts(db, buyer, 'sell', new Date(clock).toISOString()).sell).toBe(`im_${buyer.id}`);
  });

  it('with a delay, the account is pending until its time, and a second call does not postpone it', async () => {
    const t = issueToken(db, user('supplier').id).accessToken;
    const set = await route(chatIm, mockControlApi.setChatConfig.key, { body: { accountCreateDelayMs: 5000 } });
    expect(set.body).toEqual({ accountCreateDelayMs: 5000 });
    expect((await route(chatIm, mockControlApi.getChatConfig.key, {})).body).toEqual({ accountCreateDelayMs: 5000 });

    const init = await route(chatIm, 'POST /api/v1/usercenter/customers/createImAccount', { token: t, body: { side: 'buy' } });
    expect(init.statusCode).toBe(200);
    expect((init.body as Record<string, unknown>).buy).toBeUndefined();
    expect(isAccountScheduled(db, user('supplier').id, 'buy')).toBe(true);

    clock = T0 + 3000;
    initAccounts(db, user('supplier'), 'buy', new Date(clock).toISOString()); // would be due at T0 + 8000 if it restarted
    const polled = await route(chatIm, 'GET /api/v1/shop/chat/order/unread/list', { token: t });
    expect((polled.body as { accounts: Record<string, string> }).accounts.buy).toBeUndefined();

    clock = T0 + 5000;
    const ready = await route(chatIm, 'GET /api/v1/shop/chat/order/unread/list', { token: t });
    expect((ready.body as { accounts: Record<string, string> }).accounts.buy).toBe(`im_${user('supplier').id}`);
    expect(isAccountScheduled(db, user('supplier').id, 'buy')).toBe(false);
    expect(db.chat.accounts[`${user('supplier').id}:buy`].createdAt).toBe(new Date(T0 + 5000).toISOString());
  });

  it('refuses a bad delay, and a reset restores the default', async () => {
    const bad = await route(chatIm, mockControlApi.setChatConfig.key, { body: { accountCreateDelayMs: -1 } });
    expect(bad.statusCode).toBe(400);
    expect(chatConfig(getDb()).accountCreateDelayMs).toBe(5000);
    db = resetDb();
    expect(chatConfig(db)).toEqual({ accountCreateDelayMs: 0 });
    expect(accountsOf(db, user('supplier')).buy).toBeUndefined();
  });
});
