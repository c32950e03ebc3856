import { B } from '../src/constants/api';
import { cancelRefund, depositRecords, rechargeInfo, refundInfo, requestRefund, startRecharge } from './_db/reseller/deposit';
import { getDb } from './_db/store';
import { handlers } from './_lib/handlers';
import { created } from './_lib/http';
import { bodyOf } from './_lib/input';
import { requireUser } from './_lib/session';

/** The receiver deposit: top-up (B/account), refund and ledger (B/fund/deposit). */
export default handlers({
  [`GET ${B}/account/deposit/recharge`]: (req) => rechargeInfo(getDb(), requireUser(req)),
  [`POST ${B}/account/fundDepositRecharge`]: (req) => created(startRecharge(getDb(), requireUser(req), bodyOf(req))),
  [`GET ${B}/fund/deposit/refund/amount`]: (req) => refundInfo(getDb(), requireUser(req)),
  [`POST ${B}/fund/deposit/refund`]: (req) => created(requestRefund(getDb(), requireUser(req), bodyOf(req))),
  [`POST ${B}/fund/deposit/refund/cancel/:bizNo`]: (req) => cancelRefund(getDb(), requireUser(req), String(req.params.bizNo ?? '')),
  [`POST ${B}/fund/deposit/page`]: (req) => depositRecords(getDb(), requireUser(req), bodyOf(req)),
});
