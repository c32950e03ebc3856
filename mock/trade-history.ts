import { tradeApi } from '../src/domain/trade/endpoints';
import { now } from './_db/clock';
import { getDb } from './_db/store';
import {
  archiveOrder,
  datasourceOfOrder,
  exportFileName,
  exportLang,
  historyDetail,
  historyMessages,
  historyPage,
  historyRows,
  orderColumns,
  readOrderQuery,
  requireSide,
  restoreOrder,
  sheetName,
} from './_db/trade';
import { handlers, route } from './_lib/handlers';
import { requireUser } from './_lib/session';
import { sendXlsx } from './_lib/xlsx';

/** Archived orders (SPEC §7 B/history) and moving orders in and out of the archive (B/transfer). */
export default handlers({
  ...route(tradeApi.querySoldHistoryOrders, ({ req, body }) => historyPage(getDb(), requireUser(req), 'sales', readOrderQuery(body))),
  ...route(tradeApi.queryPurchasedHistoryOrders, ({ req, body }) =>
    historyPage(getDb(), requireUser(req), 'purchase', readOrderQuery(body)),
  ),
  ...route(tradeApi.getHistoryOrder, ({ req, params }) => historyDetail(getDb(), requireUser(req), params.datasource, params.id)),
  ...route(tradeApi.getHistoryMessages, ({ req, params }) => historyMessages(getDb(), requireUser(req), params.datasource, params.id)),
  /** Query: side, lang and the list filters. */
  ...route(tradeApi.exportHistoryOrders, async ({ req, res, query }) => {
    const side = requireSide(query.side);
    const rows = historyRows(getDb(), requireUser(req), side, readOrderQuery(query));
    const lang = exportLang(query.lang);
    await sendXlsx(res, exportFileName(lang, side, now(), true), sheetName(lang), orderColumns(lang), rows);
  }),
  ...route(tradeApi.getOrderDatasource, ({ req, params }) => datasourceOfOrder(getDb(), requireUser(req), params.code)),
  ...route(tradeApi.restoreArchivedOrder, ({ req, params }) => restoreOrder(getDb(), requireUser(req), params.code, params.datasource)),
  ...route(tradeApi.archiveOrder, ({ req, params }) => archiveOrder(getDb(), requireUser(req), params.code)),
});
