import { COMMODITY_STATUSES, TRADE_METHODS } from '../src/domain/supplier/rules';
import { supplierApi } from '../src/domain/supplier/endpoints';
import { COMMODITY_SORTS, STOCK_STATES } from '../src/domain/supplier/types';
import type { CommodityQuery } from '../src/types';
import {
  categoryStatistics,
  changeBatchSaleStatus,
  changeBatchSetting,
  getOwnCommodity,
  getSyncSaleStatus,
  goldServerStock,
  isAutoUpdateRemoval,
  lastCommodity,
  listAutoUpdate,
  listUserCommodity,
  publishCommodity,
  quickModify,
  quickPublish,
  removeAutoUpdate,
  removeCommodities,
  saveAutoUpdate,
  statistics,
  supplierCall,
  syncSaleStatus,
  updateCommodity,
} from './_db/supplier';
import { oneOf } from './_lib/choices';
import { handlers, route } from './_lib/handlers';
import { created, noContent } from './_lib/http';
import { bool, text, type Json } from './_lib/input';
import { pageParams } from './_lib/paging';

/** My commodities (SPEC §7 C/user/commodity): thin handlers over mock/_db/supplier. */
function commodityQuery(src: Json): CommodityQuery {
  return {
    ...pageParams(src),
    gameId: text(src, 'gameId'),
    serverId: text(src, 'serverId'),
    categoryId: text(src, 'categoryId'),
    status: oneOf(src, 'status', COMMODITY_STATUSES),
    stockState: oneOf(src, 'stockState', STOCK_STATES),
    keyword: text(src, 'keyword'),
    // an unknown order falls back to the default one, as it always did
    sort: COMMODITY_SORTS.find((x) => x === text(src, 'sort')),
    tradeMethod: oneOf(src, 'tradeMethod', TRADE_METHODS),
    attention: src.attention === true || src.attention === 'true' || undefined,
  };
}

export default handlers({
  // fixed paths before `:commodityId` (declared in that order too)
  ...route(supplierApi.getLastCommodity, ({ req, query }) => {
    const call = supplierCall(req, 'COMMODITY');
    return lastCommodity(call.db, call.owner.id, query.categoryId) ?? {};
  }),
  ...route(supplierApi.getSyncSaleStatus, ({ req }) => {
    const call = supplierCall(req, 'COMMODITY');
    return getSyncSaleStatus(call.db, call.owner.id);
  }),
  ...route(supplierApi.getMyCommodity, ({ req, params }) => {
    const call = supplierCall(req, 'COMMODITY');
    return getOwnCommodity(call.db, call.owner.id, params.commodityId, call.t);
  }),
  ...route(supplierApi.createCommodity, ({ req, body }) => {
    const call = supplierCall(req, 'COMMODITY');
    return created(publishCommodity(call.db, call, body, call.nowMs, call.t));
  }),
  ...route(supplierApi.updateCommodity, ({ req, body }) => {
    const call = supplierCall(req, 'COMMODITY');
    return updateCommodity(call.db, call, body, call.nowMs, call.t);
  }),
  ...route(supplierApi.removeCommodities, ({ req, body }) => {
    const call = supplierCall(req, 'COMMODITY');
    const ids = Array.isArray(body.ids) ? body.ids.filter((x: unknown): x is string => typeof x === 'string') : [];
    return { deleted: removeCommodities(call.db, call.owner.id, ids, call.t) };
  }),
  ...route(supplierApi.removeCommodity, ({ req, params }) => {
    const call = supplierCall(req, 'COMMODITY');
    removeCommodities(call.db, call.owner.id, [params.commodityId], call.t);
    return noContent();
  }),
  ...route(supplierApi.queryMyCommodities, ({ req, body }) => {
    const call = supplierCall(req, 'COMMODITY');
    return listUserCommodity(call.db, call.owner.id, commodityQuery(body), call.nowMs);
  }),
  ...route(supplierApi.getCommodityStatistics, ({ req }) => {
    const call = supplierCall(req, 'COMMODITY');
    return statistics(call.db, call.owner.id);
  }),
  ...route(supplierApi.getCategoryStatistics, ({ req }) => {
    const call = supplierCall(req, 'COMMODITY');
    return categoryStatistics(call.db, call.owner.id);
  }),
  ...route(supplierApi.getGoldServerStock, ({ req }) => {
    const call = supplierCall(req, 'COMMODITY');
    return goldServerStock(call.db, call.owner.id);
  }),
  ...route(supplierApi.quickModifyCommodity, ({ req, body }) => {
    const call = supplierCall(req, 'COMMODITY');
    return quickModify(call.db, call, body, call.nowMs, call.t);
  }),
  ...route(supplierApi.quickPublishCommodity, ({ req, body }) => {
    const call = supplierCall(req, 'COMMODITY');
    return created(quickPublish(call.db, call, body, call.nowMs, call.t));
  }),
  ...route(supplierApi.changeBatchSaleStatus, ({ req, body }) => {
    const call = supplierCall(req, 'COMMODITY');
    return changeBatchSaleStatus(call.db, call.owner.id, body, call.nowMs, call.t);
  }),
  ...route(supplierApi.changeBatchSetting, ({ req, body }) => {
    const call = supplierCall(req, 'COMMODITY');
    return changeBatchSetting(call.db, call.owner.id, body, call.nowMs, call.t);
  }),
  ...route(supplierApi.syncSaleStatus, ({ req, body }) => {
    const call = supplierCall(req, 'COMMODITY');
    return syncSaleStatus(call.db, call.owner.id, body.enabled, call.nowMs);
  }),
  /** Saves a config for the listed commodities, or with `remove` drops one commodity's. */
  ...route(supplierApi.saveAutoUpdate, ({ req, body }) => {
    const call = supplierCall(req, 'COMMODITY');
    if (isAutoUpdateRemoval(body)) {
      removeAutoUpdate(call.db, call.owner.id, String(body.commodityId), call.t);
      return { updated: 1 };
    }
    return { updated: saveAutoUpdate(call.db, call.owner.id, body, call.nowMs, call.t) };
  }),
  ...route(supplierApi.queryAutoUpdate, ({ req, body }) => {
    const call = supplierCall(req, 'COMMODITY');
    return listAutoUpdate(call.db, call.owner.id, { ...pageParams(body), enabled: bool(body, 'enabled') });
  }),
});
