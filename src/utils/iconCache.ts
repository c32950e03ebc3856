/**
 * Icon data (SPEC §7 housekeeping, §9): fetched from the local icon endpoint, falling back to the
 * public icon service, each try limited to 1500 ms, and kept in a cache of at most 50 entries that
 * expire 168 hours after they were fetched. The cache is least-recently-used and persisted in
 * localStorage, so icons survive reloads without a request.
 */
import { chatApi } from '@/domain/chat/endpoints';
import type { IconData, IconSetResponse } from '@/types';

export const ICON_CACHE_MAX = 50;
export const ICON_TTL_MS = 168 * 3600 * 1000;
export const ICON_FETCH_TIMEOUT_MS = 1500;
/** Base of the local endpoint (`/:prefix` is appended per icon set, as the public service's URLs go). */
export const LOCAL_ICON_ENDPOINT = chatApi.getIconSet.path.replace(/\/:prefix$/, '');
export const PUBLIC_ICON_SERVICE = 'https://api.iconify.design';
export const ICON_STORAGE_KEY = 'gt_icon_cache';

interface Entry {
  data: IconData;
  savedAt: number;
  usedAt: number;
}

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface IconCacheOptions {
  max?: number;
  ttlMs?: number;
  storage?: StorageLike | null;
  storageKey?: string;
  now?: () => number;
}

const isIconData = (v: unknown): v is IconData => {
  if (typeof v !== 'object' || v === null) return false;
  const d = v as Record<string, unknown>;
  return typeof d.body === 'string' && typeof d.width === 'number' && typeof d.height === 'number';
};

export class IconCache {
  private readonly entries = new Map<string, Entry>();
  private readonly max: number;
  private readonly ttlMs: number;
  private readonly storage: StorageLike | null;
  private readonly storageKey: string;
  private readonly now: () => number;

  constructor(o: IconCacheOptions = {}) {
    this.max = o.max ?? ICON_CACHE_MAX;
    this.ttlMs = o.ttlMs ?? ICON_TTL_MS;
    this.storage = o.storage ?? null;
    this.storageKey = o.storageKey ?? ICON_STORAGE_KEY;
    this.now = o.now ?? Date.now;
    this.load();
  }

  /** The icon, unless missing or expired (an expired one is dropped). Marks it recently used. */
  get(name: string): IconData | undefined {
    const e = this.entries.get(name);
    if (!e) return undefined;
    if (this.expired(e)) {
      this.entries.delete(name);
      this.save();
      return undefined;
    }
    e.usedAt = this.now();
    return e.data;
  }

  set(name: string, data: IconData): void {
    const at = this.now();
    this.entries.set(name, { data, savedAt: at, usedAt: at });
    this.prune();
    this.save();
  }

  has(name: string): boolean {
    const e = this.entries.get(name);
    return !!e && !this.expired(e);
  }

  keys(): string[] {
    return [...this.entries.keys()];
  }

  get size(): number {
    return this.entries.size;
  }

  clear(): void {
    this.entries.clear();
    this.save();
  }

  private expired(e: Entry): boolean {
    return this.now() - e.savedAt >= this.ttlMs;
  }

  /** Drops expired entries, then the least recently used ones beyond the limit. */
  private prune(): void {
    for (const [k, e] of this.entries) if (this.expired(e)) this.entries.delete(k);
    if (this.entries.size <= this.max) return;
    const byUse = [...this.entries.entries()].sort((a, b) => a[1].usedAt - b[1].usedAt);
    for (const [k] of byUse.slice(0, this.entries.size - this.max)) this.entries.delete(k);
  }

  private load(): void {
    if (!this.storage) return;
    try {
      const raw = this.storage.getItem(this.storageKey);
      const parsed: unknown = raw ? JSON.parse(raw) : undefined;
      if (typeof parsed !== 'object' || parsed === null) return;
      for (const [k, v] of Object.entries(parsed as Record<string, unknown>)) {
        const e = v as Partial<Entry>;
        if (isIconData(e.data) && typeof e.savedAt === 'number' && typeof e.usedAt === 'number') {
          this.entries.set(k, { data: e.data, savedAt: e.savedAt, usedAt: e.usedAt });
        }
      }
      this.prune();
    } catch {
      // a corrupt entry only costs a refetch
    }
  }

  private save(): void {
    if (!this.storage) return;
    try {
      if (this.entries.size === 0) this.storage.removeItem(this.storageKey);
      else this.storage.setItem(this.storageKey, JSON.stringify(Object.fromEntries(this.entries)));
    } catch {
      // quota or privacy mode: the in-memory cache still works
    }
  }
}

export type FetchLike = (url: string, init?: { signal?: AbortSignal }) => Promise<Pick<Response, 'ok' | 'json'>>;

/** fetch that gives up after `timeoutMs` (the icon endpoints must not hold the UI). */
export async function fetchWithTimeout(fetchImpl: FetchLike, url: string, timeoutMs: number): Promise<Pick<Response, 'ok' | 'json'>> {
  const controller = typeof AbortController === 'undefined' ? undefined : new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller?.abort();
      reject(new Error(`icon fetch timed out after ${timeoutMs} ms`));
    }, timeoutMs);
  });
  try {
    return await Promise.race([fetchImpl(url, controller ? { signal: controller.signal } : undefined), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** 'ant-design:bell-outlined' → ['ant-design', 'bell-outlined']; undefined for a malformed name. */
export function splitIconName(name: string): [string, string] | undefined {
  const m = /^([a-z0-9]+(?:-[a-z0-9]+)*):([a-z0-9]+(?:-[a-z0-9]+)*)$/.exec(name);
  return m ? [m[1], m[2]] : undefined;
}

function pickIcon(set: unknown, icon: string): IconData | undefined {
  if (typeof set !== 'object' || set === null) return undefined;
  const s = set as Partial<IconSetResponse>;
  const raw = s.icons?.[icon];
  if (!raw || typeof raw.body !== 'string') return undefined;
  const width = raw.width ?? s.width ?? 16;
  const height = raw.height ?? s.height ?? 16;
  const left = raw.left ?? s.left;
  const top = raw.top ?? s.top;
  return { body: raw.body, width, height, ...(left !== undefined ? { left } : {}), ...(top !== undefined ? { top } : {}) };
}

export interface IconSources {
  local: string;
  fallback: string;
  timeoutMs: number;
}

const DEFAULT_SOURCES: IconSources = { local: LOCAL_ICON_ENDPOINT, fallback: PUBLIC_ICON_SERVICE, timeoutMs: ICON_FETCH_TIMEOUT_MS };

/** The icon from the local endpoint, else from the public service; undefined when neither has it. */
export async function fetchIconData(
  name: string,
  fetchImpl: FetchLike,
  sources: IconSources = DEFAULT_SOURCES,
): Promise<IconData | undefined> {
  const parts = splitIconName(name);
  if (!parts) return undefined;
  const [prefix, icon] = parts;
  const urls = [`${sources.local}/${prefix}?icons=${icon}`, `${sources.fallback}/${prefix}.json?icons=${icon}`];
  for (const url of urls) {
    try {
      const res = await fetchWithTimeout(fetchImpl, url, sources.timeoutMs);
      if (!res.ok) continue;
      const data = pickIcon(await res.json(), icon);
      if (data) return data;
    } catch {
      // timed out or unreachable: try the next source
    }
  }
  return undefined;
}

/** A loader over a cache: cached icons answer at once, parallel asks for one icon share a fetch. */
export function createIconLoader(cache: IconCache, fetchImpl: FetchLike, sources: IconSources = DEFAULT_SOURCES) {
  const inFlight = new Map<string, Promise<IconData | undefined>>();
  return function loadIcon(name: string): Promise<IconData | undefined> {
    const hit = cache.get(name);
    if (hit) return Promise.resolve(hit);
    const pending = inFlight.get(name);
    if (pending) return pending;
    const p = fetchIconData(name, fetchImpl, sources)
      .then((data) => {
        if (data) cache.set(name, data);
        return data;
      })
      .finally(() => inFlight.delete(name));
    inFlight.set(name, p);
    return p;
  };
}

/** A standalone SVG document for an icon (used as a CSS mask, so its markup never runs). */
export function iconSvg(d: IconData): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${d.left ?? 0} ${d.top ?? 0} ${d.width} ${d.height}">${d.body}</svg>`;
}

let shared: ((name: string) => Promise<IconData | undefined>) | undefined;

/** The app's loader: localStorage-backed cache, window.fetch. */
export function loadIcon(name: string): Promise<IconData | undefined> {
  if (!shared) {
    const storage = typeof window !== 'undefined' ? window.localStorage : null;
    const fetchImpl: FetchLike = (url, init) => window.fetch(url, { ...init, credentials: 'same-origin' });
    shared = createIconLoader(new IconCache({ storage }), fetchImpl);
  }
  return shared(name);
}
