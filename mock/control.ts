import { MOCK_CONTROL } from '../src/constants/api';
import { getDb, resetDb } from './_db/store';
import { revokeTokens } from './_db/tokens';
import { findUserByUsername } from './_db/users';
import { parseConfigPatch } from './_lib/configPatch';
import { handlers } from './_lib/handlers';
import { invalid, noContent } from './_lib/http';
import { bodyOf, str } from './_lib/input';
import { getSettings, overrideSettings, resetSettings } from './_lib/settings';

/** Control calls for developers and e2e tests; the wrapper exempts them from latency and faults. */
export default handlers({
  /** Re-seeds every collection and drops runtime setting overrides. */
  [`POST ${MOCK_CONTROL}/reset`]: () => {
    resetDb();
    resetSettings();
    return noContent();
  },
  [`GET ${MOCK_CONTROL}/config`]: () => getSettings(),
  /** Body: any of { tokenTtl, latency, faultRate, faultStatuses, faultPathPattern }; answers the result. */
  [`POST ${MOCK_CONTROL}/config`]: (req) => overrideSettings(parseConfigPatch(bodyOf(req))),
  /** Body: { username? }; without it every token goes. Simulates a session lost mid-use. */
  [`POST ${MOCK_CONTROL}/tokens/revoke`]: (req) => {
    const db = getDb();
    const username = str(bodyOf(req), 'username');
    if (!username) return { revoked: revokeTokens(db) };
    const user = findUserByUsername(db, username);
    if (!user) throw invalid([{ field: 'username', message: 'user does not exist' }]);
    return { revoked: revokeTokens(db, user.id) };
  },
});
