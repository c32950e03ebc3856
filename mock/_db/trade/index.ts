/**
 * The trade rules of the fake backend, as the route files (mock/trade-*.ts) and other areas use
 * them. An explicit list: what is not here is internal to mock/_db/trade.
 */
export {
  approveChange,
  cancelByTimeout,
  cancelOrder,
  deliverOrder,
  disputeOrder,
  markRead,
  platformAction,
  refundUndelivered,
  remarkOrder,
  remindOrder,
  requestChange,
  setReceivingAccount,
  settleOrders,
  timeoutCancel,
} from './actions';
export { agreeBargaining, applyBargaining, buyerBargainings, cancelBargaining, rejectBargaining, sellerBargainings } from './bargaining';
export { parseTradeConfigPatch } from './config';
export { createBuyerOrder, createSellerOrder, orderAmount } from './create';
export { counterpartyCheck, validateCounterparty } from './defense';
export { exportFileName, exportLang, exportRow, orderColumns, sheetName } from './export';
export { archiveOrder, datasourceOfOrder, historyDetail, historyMessages, historyPage, historyRows, restoreOrder } from './history';
export { requireSide, sideFor } from './http';
export { actorFor, requireOrder } from './lookup';
export { TERMINAL, undelivered } from './machine';
export { addOrderUnread, findOrder, orderOfSide, runClock } from './orders';
export {
  batchView,
  createPaymentBatch,
  isPaymentMethod,
  lastPaymentRecord,
  ownBatch,
  payBatch,
  paymentMethodsFor,
  settlePaymentBatch,
} from './payments';
export { filteredOrders, pageOrders, readOrderQuery, statistic, tabCounts } from './query';
export { generateOrders } from './seed';
export type { ArchivedOrder, OrderRecord, TradeState } from './state';
export { toOrderDetail, toOrderView, unreadFor } from './view';
