import { B } from '../src/constants/api';
import { recordBehavior } from './_db/behavior';
import { getDb } from './_db/store';
import { handlers } from './_lib/handlers';
import { noContent } from './_lib/http';
import { bodyOf } from './_lib/input';
import { optionalUser, requireUser } from './_lib/session';

export default handlers({
  /** Page-view log; a missing or stale token files it under anonymous rather than answering 401. */
  'POST /api/v1/user/behavior/record/save': (req) => {
    recordBehavior(getDb(), optionalUser(req), bodyOf(req));
    return noContent();
  },
  [`GET ${B}/bangbang/sso/shop-url`]: (req) => {
    const user = requireUser(req);
    return { url: `https://partner.example.com/shop?uid=${encodeURIComponent(user.id)}` };
  },
});
