import { DEMAND_LIMITS } from '../src/domain/reseller/facts';
import { resellerApi } from '../src/domain/reseller/endpoints';
import { now } from './_db/clock';
import {
  batchSave,
  changeBatchPublic,
  changeBatchSetting,
  createDemand,
  deleteDemands,
  demandCategoryStatistics,
  demandOwner,
  demandStatistics,
  demandView,
  expireDue,
  firstUpload,
  importTemplate,
  lastDemand,
  listArchivedDemands,
  listDemandsByUser,
  listUserDemands,
  parseImportFile,
  quickModify,
  quickModifyPay,
  readBatchPublic,
  readBatchSetting,
  readDemandInput,
  refundDemand,
  requireIds,
  updateDemand,
} from './_db/reseller';
import { getDb } from './_db/store';
import { handlers, route } from './_lib/handlers';
import { created, invalid, noContent, type Req } from './_lib/http';
import { tr } from './_lib/i18n';
import { text } from './_lib/input';
import { requireUser } from './_lib/session';
import { sendXlsx } from './_lib/xlsx';

/** Demands of the receiver (SPEC §7 Demands, C/user/demand) and their archive (B/history/demand). */

function ownerCall(req: Req) {
  const db = getDb();
  const owner = demandOwner(db, requireUser(req));
  expireDue(db, owner.id);
  return { db, owner };
}

function requireId(value: string | undefined, field = 'id'): string {
  if (!value) throw invalid([{ field, message: tr('server.field.required', { field }) }]);
  return value;
}

export default handlers({
  ...route(resellerApi.getLastDemand, ({ req }) => {
    const { db, owner } = ownerCall(req);
    return lastDemand(db, owner.id) ?? noContent();
  }),
  /** The import template: the bilingual header and two sample rows. */
  ...route(resellerApi.downloadDemandTemplate, async ({ req, res, query }) => {
    const db = getDb();
    demandOwner(db, requireUser(req));
    const { fileName, columns, rows } = importTemplate(db, query.lang === 'en', now());
    await sendXlsx(res, fileName, 'demands', columns, rows);
  }),
  ...route(resellerApi.getDemand, ({ req, params }) => {
    const { db, owner } = ownerCall(req);
    return demandView(db, owner.id, requireId(params.demandId, 'demandId'));
  }),
  ...route(resellerApi.createDemand, ({ req, body }) => {
    const { db, owner } = ownerCall(req);
    return created(createDemand(db, owner, readDemandInput(body)));
  }),
  ...route(resellerApi.updateDemand, ({ req, body }) => {
    const { db, owner } = ownerCall(req);
    return updateDemand(db, owner, requireId(text(body, 'id')), readDemandInput(body), false);
  }),
  ...route(resellerApi.updateDemandByPay, ({ req, body }) => {
    const { db, owner } = ownerCall(req);
    return updateDemand(db, owner, requireId(text(body, 'id')), readDemandInput(body), true);
  }),
  ...route(resellerApi.removeDemands, ({ req, body }) => {
    const { db, owner } = ownerCall(req);
    return deleteDemands(db, owner, requireIds(body));
  }),
  ...route(resellerApi.removeDemand, ({ req, params }) => {
    const { db, owner } = ownerCall(req);
    return deleteDemands(db, owner, [requireId(params.id)]);
  }),
  ...route(resellerApi.getDemandStatistics, ({ req }) => {
    const { db, owner } = ownerCall(req);
    return demandStatistics(db, owner.id);
  }),
  ...route(resellerApi.getDemandCategoryStatistics, ({ req }) => {
    const { db, owner } = ownerCall(req);
    return demandCategoryStatistics(db, owner.id);
  }),
  ...route(resellerApi.quickModifyDemand, ({ req, body }) => {
    const { db, owner } = ownerCall(req);
    return quickModify(db, owner, body);
  }),
  ...route(resellerApi.quickModifyDemandPay, ({ req, body }) => {
    const { db, owner } = ownerCall(req);
    return quickModifyPay(db, owner, body);
  }),
  ...route(resellerApi.queryMyDemands, ({ req, body }) => {
    const { db, owner } = ownerCall(req);
    return listUserDemands(db, owner.id, body);
  }),
  /** Any signed-in user may list a receiver's open public demands. */
  ...route(resellerApi.queryDemandsByUser, ({ req, body }) => {
    requireUser(req);
    return listDemandsByUser(getDb(), body);
  }),
  /** multipart: the .xlsx in any file field. */
  ...route(resellerApi.parseDemandImport, ({ req }) => {
    const { db } = ownerCall(req);
    return parseImportFile(db, firstUpload(req), now());
  }),
  ...route(resellerApi.saveDemandBatch, ({ req, body }) => {
    const { db, owner } = ownerCall(req);
    return created(batchSave(db, owner, body, DEMAND_LIMITS.importMaxRows));
  }),
  ...route(resellerApi.refundDemand, ({ req, body }) => {
    const { db, owner } = ownerCall(req);
    return refundDemand(db, owner, requireId(text(body, 'id')));
  }),
  ...route(resellerApi.changeDemandBatchSetting, ({ req, body }) => {
    const { db, owner } = ownerCall(req);
    return changeBatchSetting(db, owner, readBatchSetting(body));
  }),
  ...route(resellerApi.changeDemandBatchPublic, ({ req, body }) => {
    const { db, owner } = ownerCall(req);
    return changeBatchPublic(db, owner, readBatchPublic(body));
  }),
  ...route(resellerApi.queryArchivedDemands, ({ req, body }) => {
    const { db, owner } = ownerCall(req);
    return listArchivedDemands(db, owner.id, body);
  }),
});
