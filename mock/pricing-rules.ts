import { pricingApi } from '../src/domain/pricing/endpoints';
import {
  applyBulk,
  createRule,
  listRules,
  listRuns,
  parsePriceSheet,
  previewBulk,
  previewRule,
  priceSheet,
  removeRule,
  runRuleNow,
  undoRun,
  updateRule,
} from './_db/pricing';
import { firstUpload } from './_db/reseller';
import { supplierCall, type SupplierCall } from './_db/supplier';
import { handlers, route } from './_lib/handlers';
import { created, noContent } from './_lib/http';
import { pageParams } from './_lib/paging';
import { sendXlsx } from './_lib/xlsx';

/** Repricing rules, their runs and bulk price edits: thin handlers over mock/_db/pricing (sub-accounts need COMMODITY). */
const actor = (call: SupplierCall) => ({ ownerId: call.owner.id, operator: call.operator.username });

export default handlers({
  ...route(pricingApi.listPricingRules, ({ req }) => {
    const call = supplierCall(req, 'COMMODITY');
    return listRules(call.db, call.owner.id);
  }),
  ...route(pricingApi.previewPricingRule, ({ req, body }) => {
    const call = supplierCall(req, 'COMMODITY');
    return previewRule(call.db, call.owner.id, body, call.nowMs);
  }),
  ...route(pricingApi.createPricingRule, ({ req, body }) => {
    const call = supplierCall(req, 'COMMODITY');
    return created(createRule(call.db, call.owner.id, body, call.nowMs));
  }),
  ...route(pricingApi.updatePricingRule, ({ req, params, body }) => {
    const call = supplierCall(req, 'COMMODITY');
    return updateRule(call.db, call.owner.id, params.ruleId, body);
  }),
  ...route(pricingApi.removePricingRule, ({ req, params }) => {
    const call = supplierCall(req, 'COMMODITY');
    removeRule(call.db, call.owner.id, params.ruleId);
    return noContent();
  }),
  ...route(pricingApi.runPricingRule, ({ req, params }) => {
    const call = supplierCall(req, 'COMMODITY');
    return runRuleNow(call.db, actor(call), params.ruleId, call.nowMs);
  }),
  ...route(pricingApi.listPricingRuns, ({ req, query }) => {
    const call = supplierCall(req, 'COMMODITY');
    return listRuns(call.db, call.owner.id, pageParams(query));
  }),
  ...route(pricingApi.undoPricingRun, ({ req, params }) => {
    const call = supplierCall(req, 'COMMODITY');
    return undoRun(call.db, call.owner.id, params.runId, call.nowMs);
  }),
  ...route(pricingApi.previewBulkPrice, ({ req, body }) => {
    const call = supplierCall(req, 'COMMODITY');
    return previewBulk(call.db, call.owner.id, body, call.nowMs);
  }),
  ...route(pricingApi.applyBulkPrice, ({ req, body }) => {
    const call = supplierCall(req, 'COMMODITY');
    return applyBulk(call.db, actor(call), body, call.nowMs);
  }),
  /** multipart: the .xlsx in any file field. */
  ...route(pricingApi.parsePriceSheet, ({ req }) => {
    const call = supplierCall(req, 'COMMODITY');
    return parsePriceSheet(call.db, call.owner.id, firstUpload(req));
  }),
  ...route(pricingApi.downloadPriceSheet, async ({ req, res, query }) => {
    const call = supplierCall(req, 'COMMODITY');
    const { fileName, columns, rows } = priceSheet(call.db, call.owner.id, query.lang === 'en');
    await sendXlsx(res, fileName, 'prices', columns, rows);
  }),
});
