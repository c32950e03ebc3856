import { BUILD_RELOAD_WINDOW_MS } from '@/constants/limits';

const STORE_KEY = 'gt_build_reloads';

/** Pure: a path may be force-reloaded at most once per window (SPEC §4 build refresh). */
export function shouldForceReload(path: string, reloads: Record<string, number>, now: number): boolean {
  const last = reloads[path];
  return last === undefined || now - last >= BUILD_RELOAD_WINDOW_MS;
}

export function isNewBuild(current: string, seen: string | undefined): boolean {
  return !!seen && !!current && seen !== current;
}

export function readReloads(): Record<string, number> {
  try {
    const v: unknown = JSON.parse(sessionStorage.getItem(STORE_KEY) ?? '{}');
    return v && typeof v === 'object' ? (v as Record<string, number>) : {};
  } catch {
    return {}; // storage disabled or corrupt: no reload recorded yet (background bookkeeping, nothing to show)
  }
}

export function recordReload(path: string, now: number): void {
  sessionStorage.setItem(STORE_KEY, JSON.stringify({ ...readReloads(), [path]: now }));
}
