import { invalid } from './http';
import { tr } from './i18n';
import { type Json, text } from './input';

/** Times of the fake backend: instants are ISO strings; the marketplace's calendar is Beijing's. */
export const MINUTE_MS = 60_000;
export const HOUR_MS = 3_600_000;
export const DAY_MS = 86_400_000;
/** Beijing has kept UTC+8 without daylight saving since 1991. */
export const BEIJING_OFFSET_MS = 8 * HOUR_MS;

export const iso = (ms: number): string => new Date(ms).toISOString();

/** The Beijing calendar day of an instant, 'YYYY-MM-DD'. */
export function beijingDay(ms: number): string {
  return new Date(ms + BEIJING_OFFSET_MS).toISOString().slice(0, 10);
}

/** Beijing wall time of an instant, 'YYYY-MM-DD HH:mm:ss' (sheets, numbers built from dates). */
export function beijingWallTime(ms: number): string {
  return new Date(ms + BEIJING_OFFSET_MS).toISOString().replace('T', ' ').slice(0, 19);
}

/** A Date whose UTC fields read as Beijing wall time (Excel cells carry no zone). */
export function beijingCellDate(isoText: string | undefined): Date | null {
  const ms = isoText ? Date.parse(isoText) : Number.NaN;
  return Number.isNaN(ms) ? null : new Date(ms + BEIJING_OFFSET_MS);
}

/** Epoch ms of the start of the Beijing day or month containing an instant. */
export function beijingStart(ms: number, unit: 'day' | 'month'): number {
  const d = new Date(ms + BEIJING_OFFSET_MS);
  const utc =
    unit === 'day' ? Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()) : Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
  return utc - BEIJING_OFFSET_MS;
}

const WALL = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/** Epoch ms of a time the client sends: Beijing wall time ('2024-03-01 00:00:00') or an ISO instant. */
export function parseTime(value: string): number | undefined {
  const m = WALL.exec(value);
  if (m) {
    const [, y, mo, d, h = '0', mi = '0', s = '0'] = m;
    return Date.UTC(+y, +mo - 1, +d, +h, +mi, +s) - BEIJING_OFFSET_MS;
  }
  const t = Date.parse(value);
  return Number.isNaN(t) ? undefined : t;
}

/** The startTime/endTime filter of a query as epoch ms (endTime inclusive); a malformed one answers 400. */
export function timeRange(input: Json, keys: [string, string] = ['startTime', 'endTime']): { from?: number; to?: number } {
  const read = (key: string): number | undefined => {
    const v = text(input, key);
    if (v === undefined) return undefined;
    const t = parseTime(v);
    if (t === undefined) throw invalid([{ field: key, message: tr('server.time.invalid', { field: key }) }]);
    return t;
  };
  const from = read(keys[0]);
  const to = read(keys[1]);
  if (from !== undefined && to !== undefined && from > to) throw invalid([{ field: keys[1], message: tr('server.time.order') }]);
  return { from, to };
}

export function inRange(isoText: string, range: { from?: number; to?: number }): boolean {
  if (range.from === undefined && range.to === undefined) return true;
  const t = Date.parse(isoText);
  return (range.from === undefined || t >= range.from) && (range.to === undefined || t <= range.to);
}
