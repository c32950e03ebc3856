import { B } from '../src/constants/api';
import type { ResellerInfoInput } from '../src/types';
import { demandOwner } from './_db/reseller/access';
import {
  filteredSuppliers,
  filterRuleOf,
  filterSupplier,
  gameConfigsOf,
  listSuppliers,
  remarkSupplier,
  saveGameConfigs,
  unfilterSupplier,
  updateFilterRule,
} from './_db/reseller/counterparties';
import { acceptAgreement, saveResellerInfo, syncResellerProgress } from './_db/reseller/onboarding';
import { getDb } from './_db/store';
import { ownerOf } from './_db/users';
import { handlers } from './_lib/handlers';
import { noContent, type Req } from './_lib/http';
import { bodyOf } from './_lib/input';
import { requireUser } from './_lib/session';

/** The receiver's merchant profile: onboarding, settings, suppliers (B/usercenter/resellers). */
const BASE = `${B}/usercenter/resellers`;

function receiverCall(req: Req) {
  const db = getDb();
  const owner = demandOwner(db, requireUser(req));
  return { db, owner };
}

export default handlers({
  /** Syncs the onboarding progress with the facts and answers it with the store info. */
  [`PUT ${BASE}/me/merchant`]: (req) => {
    const db = getDb();
    const user = requireUser(req);
    const merchantProgress = syncResellerProgress(db, user);
    const owner = ownerOf(db, user);
    const info: ResellerInfoInput = {
      storeName: owner.resellerInfo?.storeName ?? '',
      storeUrl: owner.resellerInfo?.storeUrl ?? '',
      contactQq: owner.contactQq,
      contactPhone: owner.contactPhone,
      notice: db.reseller.notices[owner.id] ?? '',
    };
    return { merchantProgress, info };
  },
  [`PUT ${BASE}/me/agreement`]: (req) => ({ merchantProgress: acceptAgreement(getDb(), requireUser(req), bodyOf(req)) }),
  [`PUT ${BASE}/me/editResellerInfo`]: (req) => ({ merchantProgress: saveResellerInfo(getDb(), requireUser(req), bodyOf(req)) }),
  [`GET ${BASE}/me/game-configs`]: (req) => {
    const { db, owner } = receiverCall(req);
    return gameConfigsOf(db, owner.id);
  },
  [`PUT ${BASE}/me/game-configs`]: (req) => {
    const { db, owner } = receiverCall(req);
    return saveGameConfigs(db, owner.id, bodyOf(req));
  },
  /** The filter rule and the suppliers filtered one by one. */
  [`GET ${BASE}/me/filtered/suppliers`]: (req) => {
    const { db, owner } = receiverCall(req);
    return { rule: filterRuleOf(db, owner.id), suppliers: filteredSuppliers(db, owner.id) };
  },
  [`PUT ${BASE}/update/filter`]: (req) => {
    const { db, owner } = receiverCall(req);
    return updateFilterRule(db, owner.id, bodyOf(req));
  },
  [`POST ${BASE}/me/listSuppliers`]: (req) => {
    const { db, owner } = receiverCall(req);
    return listSuppliers(db, owner.id, bodyOf(req));
  },
  [`PATCH ${BASE}/me/suppliers`]: (req) => {
    const { db, owner } = receiverCall(req);
    return remarkSupplier(db, owner.id, bodyOf(req));
  },
  [`POST ${BASE}/:supplierId/filter`]: (req) => {
    const { db, owner } = receiverCall(req);
    return filterSupplier(db, owner.id, String(req.params.supplierId ?? ''));
  },
  [`DELETE ${BASE}/:supplierId/cancel/filter`]: (req) => {
    const { db, owner } = receiverCall(req);
    unfilterSupplier(db, owner.id, String(req.params.supplierId ?? ''));
    return noContent();
  },
});
