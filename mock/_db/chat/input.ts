import type { ChatSide } from '../../../src/types';
import { invalid } from '../../_lib/http';
import { int, type Json } from '../../_lib/input';
import { isSide } from './accounts';
import { tr } from '../../_lib/i18n';

/** The `side` every chat-service call names (query or body). */
export function parseSide(v: unknown): ChatSide {
  if (!isSide(v)) throw invalid([{ field: 'side', message: tr('server.chat.side') }]);
  return v;
}

/** A whole number ≥ 0 from a query or body field (cursors, sizes), or undefined when absent. */
export function optionalInt(input: Json, field: string): number | undefined {
  const n = int(input, field);
  if (n !== undefined && (Number.isNaN(n) || n < 0)) throw invalid([{ field, message: tr('server.chat.wholeFrom0', { field }) }]);
  return n;
}
