import type { ChatSide } from '../../../src/types';
import { invalid } from '../../_lib/http';
import { isSide } from './accounts';
import { tr } from '../../_lib/i18n';

/** The `side` every chat-service call names (query or body). */
export function parseSide(v: unknown): ChatSide {
  if (!isSide(v)) throw invalid([{ field: 'side', message: tr('server.chat.side') }]);
  return v;
}

/** A whole number ≥ 0 from a query value, or undefined when absent. */
export function optionalInt(v: unknown, field: string): number | undefined {
  if (v === undefined || v === '') return undefined;
  const n = Number(v);
  if (!Number.isInteger(n) || n < 0) throw invalid([{ field, message: tr('server.chat.wholeFrom0', { field }) }]);
  return n;
}

export const isoNow = (ms: number): string => new Date(ms).toISOString();
