import { invalid } from '../../_lib/http';
import type { Json } from '../../_lib/input';
import { text } from './paging';
import { tr } from '../../_lib/i18n';

const BEIJING_OFFSET_MS = 8 * 3_600_000;
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
export function timeRange(input: Json): { from?: number; to?: number } {
  const read = (key: string): number | undefined => {
    const v = text(input, key);
    if (v === undefined) return undefined;
    const t = parseTime(v);
    if (t === undefined) throw invalid([{ field: key, message: tr('server.time.invalid', { field: key }) }]);
    return t;
  };
  const from = read('startTime');
  const to = read('endTime');
  if (from !== undefined && to !== undefined && from > to) {
    throw invalid([{ field: 'endTime', message: tr('server.time.order') }]);
  }
  return { from, to };
}

export function inRange(iso: string, range: { from?: number; to?: number }): boolean {
  if (range.from === undefined && range.to === undefined) return true;
  const t = Date.parse(iso);
  return (range.from === undefined || t >= range.from) && (range.to === undefined || t <= range.to);
}

/** The Beijing calendar day of an instant, 'YYYY-MM-DD'. */
export function beijingDay(ms: number): string {
  return new Date(ms + BEIJING_OFFSET_MS).toISOString().slice(0, 10);
}

export const iso = (ms: number): string => new Date(ms).toISOString();
