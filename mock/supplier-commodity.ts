import { C } from '../src/constants/api';
import type { CommodityQuery, CommoditySort, CommodityStatus, StockState, TradeMethod } from '../src/types';
import { saveAutoUpdate, listAutoUpdate, removeAutoUpdate } from './_db/supplier/autoUpdate';
import {
  categoryStatistics,
  changeBatchSaleStatus,
  changeBatchSetting,
  getOwnCommodity,
  getSyncSaleStatus,
  goldServerStock,
  lastCommodity,
  listUserCommodity,
  publishCommodity,
  quickModify,
  quickPublish,
  removeCommodities,
  statistics,
  syncSaleStatus,
  updateCommodity,
} from './_db/supplier/commodities';
import { boolField, pageQuery, strField, supplierCall } from './_db/supplier/request';
import { handlers } from './_lib/handlers';
import { created, noContent } from './_lib/http';
import { bodyOf, type Json } from './_lib/input';

/** My commodities (SPEC §7 C/user/commodity): thin handlers over mock/_db/supplier. */
const BASE = `${C}/user/commodity`;

function commodityQuery(src: Json): CommodityQuery {
  return {
    ...pageQuery(src),
    gameId: strField(src, 'gameId'),
    serverId: strField(src, 'serverId'),
    categoryId: strField(src, 'categoryId'),
    status: strField(src, 'status') as CommodityStatus | undefined,
    stockState: strField(src, 'stockState') as StockState | undefined,
    keyword: strField(src, 'keyword'),
    sort: strField(src, 'sort') as CommoditySort | undefined,
    tradeMethod: strField(src, 'tradeMethod') as TradeMethod | undefined,
  };
}

const idsOf = (body: Json): string[] => (Array.isArray(body.ids) ? body.ids.filter((x): x is string => typeof x === 'string') : []);

export default handlers({
  // specific paths before `${BASE}/:commodityId`
  [`GET ${BASE}/lastCommodity`]: (req) => {
    const call = supplierCall(req, 'COMMODITY');
    return lastCommodity(call.db, call.owner.id, typeof req.query?.categoryId === 'string' ? req.query.categoryId : undefined) ?? {};
  },
  [`GET ${BASE}/getUserSyncSaleStatus`]: (req) => {
    const call = supplierCall(req, 'COMMODITY');
    return getSyncSaleStatus(call.db, call.owner.id);
  },
  [`GET ${BASE}/:commodityId`]: (req) => {
    const call = supplierCall(req, 'COMMODITY');
    return getOwnCommodity(call.db, call.owner.id, String(req.params.commodityId), call.t);
  },
  [`POST ${BASE}`]: (req) => {
    const call = supplierCall(req, 'COMMODITY');
    return created(publishCommodity(call.db, call, bodyOf(req), call.nowMs, call.t));
  },
  [`PUT ${BASE}`]: (req) => {
    const call = supplierCall(req, 'COMMODITY');
    return updateCommodity(call.db, call, bodyOf(req), call.nowMs, call.t);
  },
  [`DELETE ${BASE}`]: (req) => {
    const call = supplierCall(req, 'COMMODITY');
    return { deleted: removeCommodities(call.db, call.owner.id, idsOf(bodyOf(req)), call.t) };
  },
  [`DELETE ${BASE}/:id`]: (req) => {
    const call = supplierCall(req, 'COMMODITY');
    removeCommodities(call.db, call.owner.id, [String(req.params.id)], call.t);
    return noContent();
  },
  [`POST ${BASE}/listUserCommodity`]: (req) => {
    const call = supplierCall(req, 'COMMODITY');
    return listUserCommodity(call.db, call.owner.id, commodityQuery(bodyOf(req)), call.nowMs);
  },
  [`POST ${BASE}/statisticsCommodity`]: (req) => {
    const call = supplierCall(req, 'COMMODITY');
    return statistics(call.db, call.owner.id);
  },
  [`POST ${BASE}/statisticsCategoryCommodity`]: (req) => {
    const call = supplierCall(req, 'COMMODITY');
    return categoryStatistics(call.db, call.owner.id);
  },
  [`POST ${BASE}/listUserGoldServerStockData`]: (req) => {
    const call = supplierCall(req, 'COMMODITY');
    return goldServerStock(call.db, call.owner.id);
  },
  [`POST ${BASE}/quickModify`]: (req) => {
    const call = supplierCall(req, 'COMMODITY');
    return quickModify(call.db, call, bodyOf(req), call.nowMs, call.t);
  },
  [`POST ${BASE}/quickPublish`]: (req) => {
    const call = supplierCall(req, 'COMMODITY');
    return created(quickPublish(call.db, call, bodyOf(req), call.nowMs, call.t));
  },
  [`POST ${BASE}/changeBatchSaleStatus`]: (req) => {
    const call = supplierCall(req, 'COMMODITY');
    return changeBatchSaleStatus(call.db, call.owner.id, bodyOf(req), call.nowMs, call.t);
  },
  [`POST ${BASE}/changeBatchSetting`]: (req) => {
    const call = supplierCall(req, 'COMMODITY');
    return changeBatchSetting(call.db, call.owner.id, bodyOf(req), call.nowMs, call.t);
  },
  [`POST ${BASE}/syncSaleStatus`]: (req) => {
    const call = supplierCall(req, 'COMMODITY');
    return syncSaleStatus(call.db, call.owner.id, bodyOf(req).enabled, call.nowMs);
  },
  [`POST ${BASE}/autoUpdatePriceAndQuantity`]: (req) => {
    const call = supplierCall(req, 'COMMODITY');
    const body = bodyOf(req);
    if (body.remove === true && typeof body.commodityId === 'string') {
      removeAutoUpdate(call.db, call.owner.id, body.commodityId, call.t);
      return { updated: 1 };
    }
    return { updated: saveAutoUpdate(call.db, call.owner.id, body, call.nowMs, call.t) };
  },
  [`POST ${BASE}/listAutoUpdateConfig`]: (req) => {
    const call = supplierCall(req, 'COMMODITY');
    const body = bodyOf(req);
    return listAutoUpdate(call.db, call.owner.id, { ...pageQuery(body), enabled: boolField(body, 'enabled') });
  },
});
