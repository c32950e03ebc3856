import { A } from '../src/constants/api';
import { findGame } from './_db/market/catalog';
import { acceptAgreement, saveSupplierInfo, syncRealnameStep } from './_db/supplier/onboarding';
import { boolField, mainSupplierCall, pageQuery, strField, supplierCall, userCall } from './_db/supplier/request';
import { filteredResellers, filterReseller, listMyResellers, setResellerRemark, unfilterReseller } from './_db/supplier/resellers';
import { addGameConfig, replaceGameConfigs, setRemarks, settingOf, settingView, updateFilterRules } from './_db/supplier/settings';
import { handlers } from './_lib/handlers';
import { created, noContent } from './_lib/http';
import { bodyOf } from './_lib/input';
import type { MockDb } from './_db/types';
import type { ReceiverFilterRules } from '../src/types';

/** Supplier onboarding, settings and counterparties (SPEC §7 A/suppliers). */
const BASE = `${A}/suppliers`;

const gameExists = (db: MockDb) => (id: string) => !!findGame(db, id);

export default handlers({
  /** Also the onboarding page's status read: passing real-name moves the realname step on. */
  [`GET ${BASE}/me/setting/info`]: (req) => {
    const call = userCall(req);
    syncRealnameStep(call.db, call.owner);
    return settingView(call.db, call.owner);
  },
  [`PUT ${BASE}/me/agreement`]: (req) => {
    const call = userCall(req);
    if (call.operator.id !== call.owner.id) acceptAgreement(call.db, call.operator, {}, call.at, call.t);
    acceptAgreement(call.db, call.owner, bodyOf(req), call.at, call.t);
    return settingView(call.db, call.owner);
  },
  [`PUT ${BASE}/me/merchant`]: (req) => {
    const call = userCall(req);
    saveSupplierInfo(call.db, call.operator, bodyOf(req), call.at, call.t);
    return settingView(call.db, call.owner);
  },
  [`PATCH ${BASE}/me/setting/quick-remarks`]: (req) => {
    const call = mainSupplierCall(req);
    const body = bodyOf(req);
    setRemarks(call.db, call.owner.id, body.kind, body.remarks, call.t);
    return settingView(call.db, call.owner);
  },
  [`GET ${BASE}/me/in-out-remarks`]: (req) => {
    const call = supplierCall(req);
    const s = settingOf(call.db, call.owner.id);
    return { inRemarks: [...s.inRemarks], outRemarks: [...s.outRemarks] };
  },
  [`PUT ${BASE}/me/game-configs`]: (req) => {
    const call = mainSupplierCall(req);
    return replaceGameConfigs(call.db, call.owner.id, bodyOf(req).gameConfigs, gameExists(call.db), call.t);
  },
  [`POST ${BASE}/me/game-configs`]: (req) => {
    const call = mainSupplierCall(req);
    return created(addGameConfig(call.db, call.owner.id, bodyOf(req), gameExists(call.db), call.t));
  },
  [`PUT ${BASE}/update/filter`]: (req) => {
    const call = mainSupplierCall(req);
    return updateFilterRules(call.db, call.owner.id, bodyOf(req) as Partial<ReceiverFilterRules>, call.t);
  },
  [`POST ${BASE}/me/listResellers`]: (req) => {
    const call = supplierCall(req);
    const body = bodyOf(req);
    return listMyResellers(call.db, call.owner.id, {
      ...pageQuery(body),
      keyword: strField(body, 'keyword'),
      filtered: boolField(body, 'filtered'),
    });
  },
  [`PATCH ${BASE}/me/resellers`]: (req) => {
    const call = mainSupplierCall(req);
    const body = bodyOf(req);
    setResellerRemark(call.db, call.owner.id, body.resellerId, body.remark, call.t);
    return noContent();
  },
  [`GET ${BASE}/me/filtered/resellers`]: (req) => {
    const call = supplierCall(req);
    return filteredResellers(call.db, call.owner.id);
  },
  [`POST ${BASE}/:resellerId/filter`]: (req) => {
    const call = mainSupplierCall(req);
    filterReseller(call.db, call.owner.id, String(req.params.resellerId), bodyOf(req).reason, call.at, call.t);
    return noContent();
  },
  [`DELETE ${BASE}/:resellerId/cancel/filter`]: (req) => {
    const call = mainSupplierCall(req);
    unfilterReseller(call.db, call.owner.id, String(req.params.resellerId));
    return noContent();
  },
});
