import { accountApi } from '../src/domain/account/endpoints';
import { isOneOf, RISK_SIDES } from '../src/domain/account/facts';
import { accountCall, queryRisk } from './_db/account';
import { handlers, route } from './_lib/handlers';
import { notFound } from './_lib/http';
import { tr } from './_lib/i18n';

/** Risk warnings of suppliers and resellers (SPEC §7 A/customers/{suppliers|resellers}/risk-warning). */
export default handlers({
  ...route(accountApi.queryRiskWarnings, ({ req, params, query }) => {
    const { side } = params;
    if (!isOneOf(RISK_SIDES, side)) throw notFound(tr('server.account.risk.side', { side }));
    const { db, owner } = accountCall(req);
    return queryRisk(db, owner.id, side, query);
  }),
});
