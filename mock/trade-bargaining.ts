import { tradeApi } from '../src/domain/trade/endpoints';
import { getDb } from './_db/store';
import { agreeBargaining, applyBargaining, buyerBargainings, cancelBargaining, rejectBargaining, sellerBargainings } from './_db/trade';
import { handlers, route } from './_lib/handlers';
import { created } from './_lib/http';
import { requireUser } from './_lib/session';

/** Bargaining (SPEC §7 B/order/bargaining): apply, agree, reject, cancel, and both sides' lists. */
export default handlers({
  ...route(tradeApi.applyBargaining, ({ req, body }) => created(applyBargaining(getDb(), requireUser(req), body))),
  ...route(tradeApi.agreeBargaining, ({ req, params }) => agreeBargaining(getDb(), requireUser(req), params.id)),
  ...route(tradeApi.rejectBargaining, ({ req, params, body }) => rejectBargaining(getDb(), requireUser(req), params.id, body.reason)),
  ...route(tradeApi.cancelBargaining, ({ req, params }) => cancelBargaining(getDb(), requireUser(req), params.id)),
  ...route(tradeApi.querySellerBargainings, ({ req, query }) => sellerBargainings(getDb(), requireUser(req), query)),
  ...route(tradeApi.queryBuyerBargainings, ({ req, query }) => buyerBargainings(getDb(), requireUser(req), query)),
});
