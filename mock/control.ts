import { mockControlApi } from '../src/domain/mock/endpoints';
import type { MockSeedKind } from '../src/domain/mock/types';
import { advanceClock, resetClock } from './_db/clock';
import { auditLedger } from './_db/money';
import { getDb, resetDb } from './_db/store';
import { revokeTokens } from './_db/tokens';
import { findUserByUsername } from './_db/users';
import { parseConfigPatch } from './_lib/configPatch';
import { restartFaultSequence } from './_lib/faults';
import { handlers, route } from './_lib/handlers';
import { invalid, noContent } from './_lib/http';
import { str } from './_lib/input';
import { getSettings, overrideSettings, resetSettings } from './_lib/settings';
import { tr } from './_lib/i18n';

const SEED_KINDS: readonly MockSeedKind[] = ['demo', 'test'];

/** Control calls for developers and e2e tests; the wrapper exempts them from latency and faults. */
export default handlers({
  /** Re-seeds every collection and drops runtime setting overrides. Body: { seed?: 'demo' | 'test' }. */
  ...route(mockControlApi.resetBackend, ({ body }) => {
    const seed = body.seed;
    if (seed !== undefined && !SEED_KINDS.includes(seed)) {
      throw invalid([{ field: 'seed', message: tr('server.field.oneOf', { field: 'seed', values: SEED_KINDS.join(', ') }) }]);
    }
    resetClock();
    resetDb(seed);
    resetSettings();
    restartFaultSequence();
    return noContent();
  }),
  ...route(mockControlApi.getMockConfig, () => getSettings()),
  /** Body: { minutes }; moves the clock forward so timed rules run without waiting. */
  ...route(mockControlApi.advanceClock, ({ body }) => {
    const minutes = body.minutes;
    if (typeof minutes !== 'number' || !Number.isInteger(minutes) || minutes < 1 || minutes > 525_600) {
      throw invalid([{ field: 'minutes', message: tr('server.field.wholeBetween', { field: 'minutes', min: 1, max: 525600 }) }]);
    }
    const at = advanceClock(minutes * 60_000);
    return { now: new Date(at).toISOString(), aheadMinutes: Math.round((at - Date.now()) / 60_000) };
  }),
  ...route(mockControlApi.auditBackend, () => auditLedger(getDb())),
  /** Body: any of { tokenTtl, latency, faultRate, faultStatuses, faultPathPattern, faultSeed }; answers the result. */
  ...route(mockControlApi.setMockConfig, ({ body }) => {
    const patch = parseConfigPatch(body);
    if ('faultSeed' in patch) restartFaultSequence();
    return overrideSettings(patch);
  }),
  /** Body: { username? }; without it every token goes. Simulates a session lost mid-use. */
  ...route(mockControlApi.revokeTokens, ({ body }) => {
    const db = getDb();
    const username = str(body, 'username');
    if (!username) return { revoked: revokeTokens(db) };
    const user = findUserByUsername(db, username);
    if (!user) throw invalid([{ field: 'username', message: tr('server.mock.user.unknown') }]);
    return { revoked: revokeTokens(db, user.id) };
  }),
});
