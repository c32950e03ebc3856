import { A } from '../src/constants/api';
import { accountCall, queryOf } from './_db/account/call';
import { queryRisk } from './_db/account/risk';
import { handlers } from './_lib/handlers';

/** Risk warnings of suppliers and resellers (contract C5), A = /api/v1/usercenter. */
export default handlers({
  [`GET ${A}/customers/suppliers/risk-warning`]: (req) => {
    const { db, owner } = accountCall(req);
    return queryRisk(db, owner.id, 'suppliers', queryOf(req));
  },
  [`GET ${A}/customers/resellers/risk-warning`]: (req) => {
    const { db, owner } = accountCall(req);
    return queryRisk(db, owner.id, 'resellers', queryOf(req));
  },
});
