import { B } from '../src/constants/api';
import { fundInfo } from './_db/fund';
import { getDb } from './_db/store';
import { handlers } from './_lib/handlers';
import { requireUser } from './_lib/session';

/** Fund summary (B = /api/v1/shop). Ledgers and money movements belong to the funds area. */
export default handlers({
  [`GET ${B}/fund/me`]: (req) => fundInfo(getDb(), requireUser(req)),
});
