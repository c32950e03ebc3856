import { pickFault } from '../../../mock/_lib/faults';
import { handlers, wrap } from '../../../mock/_lib/handlers';
import { ApiFailure, created, noContent } from '../../../mock/_lib/http';
import { envSettings, getSettings, overrideSettings, resetSettings } from '../../../mock/_lib/settings';
import { call } from './fakeHttp';

beforeEach(() => {
  resetSettings();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.restoreAllMocks();
  delete process.env.MOCK_LATENCY;
});

const ok = wrap(() => ({ fine: true }));

describe('the wrapper', () => {
  it('answers 500 with an error object when a handler throws, and keeps serving', async () => {
    const boom = wrap(() => {
      throw new Error('kaput');
    });
    const res = await call(boom, { path: '/api/v1/x' });
    expect(res.statusCode).toBe(500);
    expect(res.body).toMatchObject({ title: 'Internal Server Error', detail: 'kaput', status: 500 });
    expect(console.error).toHaveBeenCalled();
    expect((await call(ok, { path: '/api/v1/x' })).body).toEqual({ fine: true });
  });

  it('answers 500 when an async handler rejects, without an unhandled rejection', async () => {
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    try {
      const rejecting = wrap(async () => {
        await Promise.resolve();
        throw new Error('async kaput');
      });
      await expect(call(rejecting, { path: '/api/v1/x' })).resolves.toMatchObject({ statusCode: 500 });
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(unhandled).not.toHaveBeenCalled();
      expect((await call(ok, { path: '/api/v1/x' })).statusCode).toBe(200);
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });

  it('answers an ApiFailure with its own status and body', async () => {
    const refuse = wrap(() => {
      throw new ApiFailure(409, { title: 'Conflict', detail: 'taken' });
    });
    const res = await call(refuse, { path: '/api/v1/x' });
    expect(res.statusCode).toBe(409);
    expect(res.body).toEqual({ title: 'Conflict', detail: 'taken', status: 409 });
    expect(console.error).not.toHaveBeenCalled();
  });

  it('answers data with 200, Reply with its status, nothing with 204', async () => {
    const map = handlers({
      'POST /a': () => created({ id: '1' }),
      'POST /b': () => noContent(),
      'POST /c': () => undefined,
    });
    expect(await call(map['POST /a'], { path: '/a' })).toMatchObject({ statusCode: 201, body: { id: '1' } });
    expect(await call(map['POST /b'], { path: '/b' })).toMatchObject({ statusCode: 204, body: undefined, ended: true });
    expect(await call(map['POST /c'], { path: '/c' })).toMatchObject({ statusCode: 204, ended: true });
  });

  it('adds the configured latency, but not to control calls', async () => {
    overrideSettings({ latency: 80 });
    let started = Date.now();
    await call(ok, { path: '/api/v1/x' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(75);
    overrideSettings({ latency: 60_000 });
    started = Date.now();
    await call(ok, { path: '/api/mock/config' });
    expect(Date.now() - started).toBeLessThan(1000);
  });
});

describe('fault mode', () => {
  it('always fails with a configured status at rate 1', async () => {
    overrideSettings({ faultRate: 1, faultStatuses: [503, 429] });
    const seen = new Set<number>();
    for (let i = 0; i < 40; i += 1) {
      const res = await call(ok, { path: '/api/v1/shop/fund/me' });
      expect([503, 429]).toContain(res.statusCode);
      expect(res.body).toMatchObject({ code: 'MOCK_FAULT', status: res.statusCode });
      if (res.statusCode === 429) expect(res.headers['retry-after']).toBe('1');
      seen.add(res.statusCode);
    }
    expect(seen.size).toBe(2);
  });

  it('never fails at rate 0', async () => {
    overrideSettings({ faultRate: 0 });
    for (let i = 0; i < 40; i += 1) expect((await call(ok, { path: '/api/v1/x' })).statusCode).toBe(200);
  });

  it('never fails control calls', async () => {
    overrideSettings({ faultRate: 1, faultStatuses: [500] });
    expect((await call(ok, { path: '/api/mock/reset' })).statusCode).toBe(200);
    expect((await call(ok, { path: '/api/v1/x' })).statusCode).toBe(500);
  });

  it('only fails paths matching faultPathPattern', async () => {
    overrideSettings({ faultRate: 1, faultStatuses: [500], faultPathPattern: '/fund/' });
    expect((await call(ok, { path: '/api/v1/shop/fund/me' })).statusCode).toBe(500);
    expect((await call(ok, { path: '/api/v1/usercenter/auth/userinfo' })).statusCode).toBe(200);
  });

  it('fails the share of calls the rate gives', () => {
    const settings = { ...getSettings(), faultRate: 0.3, faultStatuses: [500, 503] };
    expect(pickFault('/x', settings, () => 0.29)).toBe(500);
    expect(pickFault('/x', settings, () => 0.3)).toBeUndefined();
  });
});

describe('settings', () => {
  it('reads the environment at call time and falls back on bad values', () => {
    expect(envSettings({})).toEqual({ tokenTtl: 7200, latency: 0, faultRate: 0, faultStatuses: [500, 503, 429] });
    expect(envSettings({ MOCK_TOKEN_TTL: '30', MOCK_LATENCY: '5', MOCK_FAULT_RATE: '0.5', MOCK_FAULT_STATUSES: '502, 504' })).toEqual({
      tokenTtl: 30,
      latency: 5,
      faultRate: 0.5,
      faultStatuses: [502, 504],
    });
    expect(envSettings({ MOCK_FAULT_RATE: '2', MOCK_FAULT_STATUSES: '200' })).toMatchObject({
      faultRate: 0,
      faultStatuses: [500, 503, 429],
    });
    process.env.MOCK_LATENCY = '7';
    expect(getSettings().latency).toBe(7);
  });

  it('lets runtime overrides win until reset', () => {
    process.env.MOCK_LATENCY = '7';
    overrideSettings({ latency: 9, faultPathPattern: '^/a' });
    expect(getSettings()).toMatchObject({ latency: 9, faultPathPattern: '^/a' });
    overrideSettings({ faultPathPattern: undefined });
    expect(getSettings()).not.toHaveProperty('faultPathPattern');
    resetSettings();
    expect(getSettings().latency).toBe(7);
  });
});
