import { supplierApi } from '../src/domain/supplier/endpoints';
import { findGame } from './_db/market';
import {
  acceptAgreement,
  addGameConfig,
  filteredResellers,
  filterReseller,
  listMyResellers,
  mainSupplierCall,
  replaceGameConfigs,
  saveSupplierInfo,
  setRemarks,
  setResellerRemark,
  settingOf,
  settingView,
  supplierCall,
  syncRealnameStep,
  unfilterReseller,
  updateFilterRules,
  userCall,
} from './_db/supplier';
import type { MockDb } from './_db/types';
import { handlers, route } from './_lib/handlers';
import { created, noContent } from './_lib/http';
import { bool, text } from './_lib/input';
import { pageParams } from './_lib/paging';

/** Supplier onboarding, settings and counterparties (SPEC §7 A/suppliers). */
const gameExists = (db: MockDb) => (id: string) => !!findGame(db, id);

export default handlers({
  /** Also the onboarding page's status read: passing real-name moves the realname step on. */
  ...route(supplierApi.getSupplierSetting, ({ req }) => {
    const call = userCall(req);
    syncRealnameStep(call.db, call.owner);
    return settingView(call.db, call.owner);
  }),
  ...route(supplierApi.acceptSupplierAgreement, ({ req, body }) => {
    const call = userCall(req);
    if (call.operator.id !== call.owner.id) acceptAgreement(call.db, call.operator, {}, call.at, call.t);
    acceptAgreement(call.db, call.owner, body, call.at, call.t);
    return settingView(call.db, call.owner);
  }),
  ...route(supplierApi.saveSupplierInfo, ({ req, body }) => {
    const call = userCall(req);
    saveSupplierInfo(call.db, call.operator, body, call.at, call.t);
    return settingView(call.db, call.owner);
  }),
  ...route(supplierApi.updateRemarks, ({ req, body }) => {
    const call = mainSupplierCall(req);
    setRemarks(call.db, call.owner.id, body.kind, body.remarks, call.t);
    return settingView(call.db, call.owner);
  }),
  ...route(supplierApi.getInOutRemarks, ({ req }) => {
    const call = supplierCall(req);
    const s = settingOf(call.db, call.owner.id);
    return { inRemarks: [...s.inRemarks], outRemarks: [...s.outRemarks] };
  }),
  ...route(supplierApi.replaceGameConfigs, ({ req, body }) => {
    const call = mainSupplierCall(req);
    return replaceGameConfigs(call.db, call.owner.id, body.gameConfigs, gameExists(call.db), call.t);
  }),
  ...route(supplierApi.addGameConfig, ({ req, body }) => {
    const call = mainSupplierCall(req);
    return created(addGameConfig(call.db, call.owner.id, body, gameExists(call.db), call.t));
  }),
  ...route(supplierApi.updateFilterRules, ({ req, body }) => {
    const call = mainSupplierCall(req);
    return updateFilterRules(call.db, call.owner.id, body, call.t);
  }),
  ...route(supplierApi.queryMyResellers, ({ req, body }) => {
    const call = supplierCall(req);
    return listMyResellers(call.db, call.owner.id, {
      ...pageParams(body),
      keyword: text(body, 'keyword'),
      filtered: bool(body, 'filtered'),
    });
  }),
  ...route(supplierApi.setResellerRemark, ({ req, body }) => {
    const call = mainSupplierCall(req);
    setResellerRemark(call.db, call.owner.id, body.resellerId, body.remark, call.t);
    return noContent();
  }),
  ...route(supplierApi.getFilteredResellers, ({ req }) => {
    const call = supplierCall(req);
    return filteredResellers(call.db, call.owner.id);
  }),
  ...route(supplierApi.filterReseller, ({ req, params, body }) => {
    const call = mainSupplierCall(req);
    filterReseller(call.db, call.owner.id, params.resellerId, body.reason, call.at, call.t);
    return noContent();
  }),
  ...route(supplierApi.unfilterReseller, ({ req, params }) => {
    const call = mainSupplierCall(req);
    unfilterReseller(call.db, call.owner.id, params.resellerId);
    return noContent();
  }),
});
