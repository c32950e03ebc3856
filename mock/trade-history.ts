import { B } from '../src/constants/api';
import { now } from './_db/clock';
import { getDb } from './_db/store';
import { exportFileName, exportLang, orderColumns, sheetName } from './_db/trade/export';
import {
  archiveOrder,
  datasourceOfOrder,
  historyDetail,
  historyMessages,
  historyPage,
  historyRows,
  restoreOrder,
} from './_db/trade/history';
import { param, queryOf, requireSide } from './_db/trade/http';
import { readOrderQuery } from './_db/trade/query';
import { handlers } from './_lib/handlers';
import { bodyOf, queryStr } from './_lib/input';
import { requireUser } from './_lib/session';
import { sendXlsx } from './_lib/xlsx';

/** Archived orders (B/history) and moving orders in and out of the archive (B/transfer). */
const H = `${B}/history`;
const X = `${B}/transfer`;

export default handlers({
  [`POST ${H}/order/sales/page`]: (req) => historyPage(getDb(), requireUser(req), 'sales', readOrderQuery(bodyOf(req))),
  [`POST ${H}/order/purchase/page`]: (req) => historyPage(getDb(), requireUser(req), 'purchase', readOrderQuery(bodyOf(req))),
  [`GET ${H}/order/:datasource/:id`]: (req) => historyDetail(getDb(), requireUser(req), param(req, 'datasource'), param(req, 'id')),
  [`GET ${H}/messages/:datasource/:id`]: (req) => historyMessages(getDb(), requireUser(req), param(req, 'datasource'), param(req, 'id')),
  /** Query: side, lang and the list filters. */
  [`GET ${H}/orders/export`]: async (req, res) => {
    const side = requireSide(queryOf(req).side);
    const rows = historyRows(getDb(), requireUser(req), side, readOrderQuery(queryOf(req)));
    const lang = exportLang(queryStr(req, 'lang'));
    await sendXlsx(res, exportFileName(lang, side, now(), true), sheetName(lang), orderColumns(lang), rows);
  },
  [`GET ${X}/transfer/datasource/:code`]: (req) => datasourceOfOrder(getDb(), requireUser(req), param(req, 'code')),
  [`GET ${X}/back/:code/:datasource`]: (req) => restoreOrder(getDb(), requireUser(req), param(req, 'code'), param(req, 'datasource')),
  [`GET ${X}/archive/:code`]: (req) => archiveOrder(getDb(), requireUser(req), param(req, 'code')),
});
