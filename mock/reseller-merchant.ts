import { resellerApi } from '../src/domain/reseller/endpoints';
import {
  acceptAgreement,
  demandOwner,
  filteredSuppliers,
  filterRuleOf,
  filterSupplier,
  gameConfigsOf,
  listSuppliers,
  merchantSync,
  remarkSupplier,
  saveGameConfigs,
  saveResellerInfo,
  unfilterSupplier,
  updateFilterRule,
} from './_db/reseller';
import { getDb } from './_db/store';
import { handlers, route } from './_lib/handlers';
import { noContent, type Req } from './_lib/http';
import { requireUser } from './_lib/session';

/** The receiver's merchant profile (SPEC §7 Reseller, B/usercenter/resellers): onboarding, settings, suppliers. */

function resellerCall(req: Req) {
  const db = getDb();
  const owner = demandOwner(db, requireUser(req));
  return { db, owner };
}

export default handlers({
  /** Syncs the onboarding progress with the facts and answers it with the store info. */
  ...route(resellerApi.syncResellerMerchant, ({ req }) => merchantSync(getDb(), requireUser(req))),
  ...route(resellerApi.acceptResellerAgreement, ({ req, body }) => ({
    merchantProgress: acceptAgreement(getDb(), requireUser(req), body),
  })),
  ...route(resellerApi.saveResellerInfo, ({ req, body }) => ({ merchantProgress: saveResellerInfo(getDb(), requireUser(req), body) })),
  ...route(resellerApi.getResellerGameConfigs, ({ req }) => {
    const { db, owner } = resellerCall(req);
    return gameConfigsOf(db, owner.id);
  }),
  ...route(resellerApi.saveResellerGameConfigs, ({ req, body }) => {
    const { db, owner } = resellerCall(req);
    return saveGameConfigs(db, owner.id, body);
  }),
  /** The filter rule and the suppliers filtered one by one. */
  ...route(resellerApi.getSupplierFiltering, ({ req }) => {
    const { db, owner } = resellerCall(req);
    return { rule: filterRuleOf(db, owner.id), suppliers: filteredSuppliers(db, owner.id) };
  }),
  ...route(resellerApi.updateSupplierFilterRule, ({ req, body }) => {
    const { db, owner } = resellerCall(req);
    return updateFilterRule(db, owner.id, body);
  }),
  ...route(resellerApi.queryMySuppliers, ({ req, body }) => {
    const { db, owner } = resellerCall(req);
    return listSuppliers(db, owner.id, body);
  }),
  ...route(resellerApi.remarkSupplier, ({ req, body }) => {
    const { db, owner } = resellerCall(req);
    return remarkSupplier(db, owner.id, body);
  }),
  ...route(resellerApi.filterSupplier, ({ req, params }) => {
    const { db, owner } = resellerCall(req);
    return filterSupplier(db, owner.id, params.supplierId);
  }),
  ...route(resellerApi.unfilterSupplier, ({ req, params }) => {
    const { db, owner } = resellerCall(req);
    unfilterSupplier(db, owner.id, params.supplierId);
    return noContent();
  }),
});
