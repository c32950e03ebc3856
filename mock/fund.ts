import { accountApi } from '../src/domain/account/endpoints';
import { fundInfo } from './_db/fund';
import { getDb } from './_db/store';
import { handlers, route } from './_lib/handlers';
import { requireUser } from './_lib/session';

/** Fund summary (SPEC §7 Funds, B/fund/me). Ledgers and money movements are in account-funds.ts. */
export default handlers({
  ...route(accountApi.getMyFund, ({ req }) => fundInfo(getDb(), requireUser(req))),
});
