import type { IconData } from '@/types';
import {
  createIconLoader,
  fetchIconData,
  type FetchLike,
  ICON_CACHE_MAX,
  ICON_FETCH_TIMEOUT_MS,
  ICON_TTL_MS,
  IconCache,
  iconSvg,
  splitIconName,
} from '@/utils/iconCache';

const icon = (n: number): IconData => ({ body: `<path d="M${n} 0"/>`, width: 24, height: 24 });

/** An in-memory Storage stand-in. */
function memoryStorage() {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
}

describe('IconCache', () => {
  it('holds at most 50 entries by default, dropping the least recently used', () => {
    let now = 1_000;
    const cache = new IconCache({ now: () => now });
    expect(ICON_CACHE_MAX).toBe(50);
    for (let i = 0; i < 50; i += 1) {
      now += 1;
      cache.set(`x:i${i}`, icon(i));
    }
    now += 1;
    expect(cache.get('x:i0')).toEqual(icon(0)); // i0 is now the most recently used
    now += 1;
    cache.set('x:i50', icon(50));
    expect(cache.size).toBe(50);
    expect(cache.has('x:i0')).toBe(true);
    expect(cache.has('x:i1')).toBe(false); // the least recently used went
    expect(cache.has('x:i50')).toBe(true);
  });

  it('expires an entry 168 hours after it was fetched, however often it is read', () => {
    let now = 0;
    const cache = new IconCache({ now: () => now });
    expect(ICON_TTL_MS).toBe(168 * 3600 * 1000);
    cache.set('x:a', icon(1));
    now = ICON_TTL_MS - 1;
    expect(cache.get('x:a')).toEqual(icon(1));
    now = ICON_TTL_MS;
    expect(cache.get('x:a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('drops expired entries before evicting fresh ones', () => {
    let now = 0;
    const cache = new IconCache({ max: 2, ttlMs: 100, now: () => now });
    cache.set('x:old', icon(1));
    now = 90;
    cache.set('x:fresh', icon(2));
    now = 150;
    cache.set('x:new', icon(3));
    expect(cache.keys().sort()).toEqual(['x:fresh', 'x:new']);
  });

  it('persists to storage and reloads, skipping expired and malformed entries', () => {
    const storage = memoryStorage();
    let now = 0;
    const a = new IconCache({ storage, now: () => now, ttlMs: 1000 });
    a.set('x:keep', icon(1));
    now = 500;
    a.set('x:later', icon(2));
    const raw = JSON.parse(storage.data.get('gt_icon_cache') ?? '{}');
    raw['x:bad'] = { data: { body: 1 }, savedAt: 0, usedAt: 0 };
    storage.setItem('gt_icon_cache', JSON.stringify(raw));
    now = 1200; // x:keep expired (saved at 0), x:later still fresh
    const b = new IconCache({ storage, now: () => now, ttlMs: 1000 });
    expect(b.keys()).toEqual(['x:later']);
    expect(b.get('x:later')).toEqual(icon(2));
  });

  it('survives unreadable storage', () => {
    const storage = memoryStorage();
    storage.setItem('gt_icon_cache', '{not json');
    expect(new IconCache({ storage }).size).toBe(0);
  });
});

describe('fetching icon data', () => {
  const json = (body: unknown) => Promise.resolve({ ok: true, json: () => Promise.resolve(body) });

  it('reads the local endpoint first', async () => {
    const fetchImpl = jest.fn<ReturnType<FetchLike>, Parameters<FetchLike>>(() =>
      json({ prefix: 'ant-design', icons: { 'bell-outlined': { body: '<path/>', left: 64, top: 64, width: 896, height: 896 } } }),
    );
    await expect(fetchIconData('ant-design:bell-outlined', fetchImpl)).resolves.toEqual({
      body: '<path/>',
      left: 64,
      top: 64,
      width: 896,
      height: 896,
    });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(fetchImpl.mock.calls[0][0]).toBe('/api/icons/ant-design?icons=bell-outlined');
  });

  it('falls back to the public service when the local endpoint fails or lacks the icon', async () => {
    const fetchImpl = jest
      .fn<ReturnType<FetchLike>, Parameters<FetchLike>>()
      .mockImplementationOnce(() => json({ prefix: 'mdi', icons: {}, not_found: ['home'] }))
      .mockImplementationOnce(() => json({ prefix: 'mdi', icons: { home: { body: '<g/>' } }, width: 24, height: 24 }));
    await expect(fetchIconData('mdi:home', fetchImpl)).resolves.toEqual({ body: '<g/>', width: 24, height: 24 });
    expect(fetchImpl.mock.calls[1][0]).toBe('https://api.iconify.design/mdi.json?icons=home');

    const failing = jest
      .fn<ReturnType<FetchLike>, Parameters<FetchLike>>()
      .mockImplementationOnce(() => Promise.reject(new Error('offline')))
      .mockImplementationOnce(() => json({ icons: { home: { body: '<g/>', width: 16, height: 16 } } }));
    await expect(fetchIconData('mdi:home', failing)).resolves.toMatchObject({ body: '<g/>' });
  });

  it('gives each source 1500 ms', async () => {
    jest.useFakeTimers();
    try {
      expect(ICON_FETCH_TIMEOUT_MS).toBe(1500);
      const signals: Array<AbortSignal | undefined> = [];
      const hang: FetchLike = (_url, init) => {
        signals.push(init?.signal);
        return new Promise(() => undefined);
      };
      const result = fetchIconData('mdi:home', hang);
      await jest.advanceTimersByTimeAsync(1499);
      expect(signals).toHaveLength(1);
      await jest.advanceTimersByTimeAsync(1);
      expect(signals).toHaveLength(2); // the local try gave up, the public one started
      expect(signals[0]?.aborted).toBe(true);
      await jest.advanceTimersByTimeAsync(1500);
      await expect(result).resolves.toBeUndefined();
    } finally {
      jest.useRealTimers();
    }
  });

  it('refuses malformed names without a request', async () => {
    const fetchImpl = jest.fn<ReturnType<FetchLike>, Parameters<FetchLike>>();
    await expect(fetchIconData('../etc:passwd', fetchImpl)).resolves.toBeUndefined();
    expect(fetchImpl).not.toHaveBeenCalled();
    expect(splitIconName('ant-design:bell-outlined')).toEqual(['ant-design', 'bell-outlined']);
    expect(splitIconName('bell')).toBeUndefined();
  });
});

describe('the loader', () => {
  it('answers cached icons without a request and shares one fetch between parallel asks', async () => {
    const fetchImpl = jest.fn<ReturnType<FetchLike>, Parameters<FetchLike>>(() =>
      Promise.resolve({ ok: true, json: () => Promise.resolve({ icons: { a: { body: '<p/>', width: 1, height: 1 } } }) }),
    );
    const load = createIconLoader(new IconCache(), fetchImpl);
    const [x, y] = await Promise.all([load('s:a'), load('s:a')]);
    expect(x).toEqual(y);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    await load('s:a');
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('does not cache a miss', async () => {
    const fetchImpl = jest.fn<ReturnType<FetchLike>, Parameters<FetchLike>>(() =>
      Promise.resolve({ ok: false, json: () => Promise.resolve({}) }),
    );
    const cache = new IconCache();
    const load = createIconLoader(cache, fetchImpl);
    await expect(load('s:none')).resolves.toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('builds a standalone SVG with the icon box', () => {
    expect(iconSvg({ body: '<path/>', left: 64, top: 64, width: 896, height: 896 })).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="64 64 896 896"><path/></svg>',
    );
  });
});
