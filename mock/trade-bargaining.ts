import { B } from '../src/constants/api';
import type { BargainingApply } from '../src/types';
import { getDb } from './_db/store';
import {
  agreeBargaining,
  applyBargaining,
  buyerBargainings,
  cancelBargaining,
  rejectBargaining,
  sellerBargainings,
} from './_db/trade/bargaining';
import { param, queryOf } from './_db/trade/http';
import { handlers } from './_lib/handlers';
import { created } from './_lib/http';
import { bodyOf } from './_lib/input';
import { requireUser } from './_lib/session';

/** Bargaining (B/order/bargaining): apply, agree, reject, cancel, and both sides' lists. */
const G = `${B}/order/bargaining`;

export default handlers({
  [`PUT ${G}/apply`]: (req) => created(applyBargaining(getDb(), requireUser(req), bodyOf(req) as Partial<BargainingApply>)),
  [`PUT ${G}/audit/agree/:id`]: (req) => agreeBargaining(getDb(), requireUser(req), param(req, 'id')),
  [`PUT ${G}/audit/reject/:id`]: (req) => rejectBargaining(getDb(), requireUser(req), param(req, 'id'), bodyOf(req).reason),
  [`PUT ${G}/audit/cancel/:id`]: (req) => cancelBargaining(getDb(), requireUser(req), param(req, 'id')),
  [`GET ${G}/seller/list`]: (req) => sellerBargainings(getDb(), requireUser(req), queryOf(req)),
  [`GET ${G}/buyer/list`]: (req) => buyerBargainings(getDb(), requireUser(req), queryOf(req)),
});
