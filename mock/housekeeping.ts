import { accountApi } from '../src/domain/account/endpoints';
import { recordBehavior } from './_db/behavior';
import { getDb } from './_db/store';
import { handlers, route } from './_lib/handlers';
import { noContent } from './_lib/http';
import { optionalUser, requireUser } from './_lib/session';

export default handlers({
  /** Page-view log; a missing or stale token files it under anonymous rather than answering 401. */
  ...route(accountApi.saveBehaviorRecord, ({ req, body }) => {
    recordBehavior(getDb(), optionalUser(req), body);
    return noContent();
  }),
  ...route(accountApi.getPartnerShopUrl, ({ req }) => {
    const user = requireUser(req);
    return { url: `https://partner.example.com/shop?uid=${encodeURIComponent(user.id)}` };
  }),
});
