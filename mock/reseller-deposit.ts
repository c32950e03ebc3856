import { resellerApi } from '../src/domain/reseller/endpoints';
import { cancelRefund, depositRecords, rechargeInfo, refundInfo, requestRefund, startRecharge } from './_db/reseller';
import { getDb } from './_db/store';
import { handlers, route } from './_lib/handlers';
import { created } from './_lib/http';
import { requireUser } from './_lib/session';

/** The receiver deposit (SPEC §7 Funds): top-up (B/account), refund and ledger (B/fund/deposit). */
export default handlers({
  ...route(resellerApi.getDepositRechargeInfo, ({ req }) => rechargeInfo(getDb(), requireUser(req))),
  ...route(resellerApi.rechargeDeposit, ({ req, body }) => created(startRecharge(getDb(), requireUser(req), body))),
  ...route(resellerApi.getDepositRefundInfo, ({ req }) => refundInfo(getDb(), requireUser(req))),
  ...route(resellerApi.requestDepositRefund, ({ req, body }) => created(requestRefund(getDb(), requireUser(req), body))),
  ...route(resellerApi.cancelDepositRefund, ({ req, params }) => cancelRefund(getDb(), requireUser(req), params.bizNo)),
  ...route(resellerApi.queryDepositRecords, ({ req, body }) => depositRecords(getDb(), requireUser(req), body)),
});
