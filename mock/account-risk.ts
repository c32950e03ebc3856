import { accountApi } from '../src/domain/account/endpoints';
import { isOneOf, RISK_SIDES } from '../src/domain/account/facts';
import { accountCall, queryRisk } from './_db/account';
import { handlers, route } from './_lib/handlers';
import { notFound } from './_lib/http';
import { tr } from './_lib/i18n';
import { isObject } from './_lib/input';

/** Risk warnings of suppliers and resellers (SPEC §7 A/customers/{suppliers|resellers}/risk-warning). */
export default handlers({
  ...route(accountApi.queryRiskWarnings, ({ req, params }) => {
    const { side } = params;
    if (!isOneOf(RISK_SIDES, side)) throw notFound(tr('server.account.risk.side', { side }));
    const { db, owner } = accountCall(req);
    // the query as parsed: userIds repeats (SPEC §7: arrays in exploded form), the typed query keeps one value per key
    const raw: unknown = req.query;
    return queryRisk(db, owner.id, side, isObject(raw) ? raw : {});
  }),
});
