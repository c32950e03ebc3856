import { B, C } from '../src/constants/api';
import { DEMAND_LIMITS, IMPORT_FIELDS } from '../src/constants/demand';
import type { DemandBatchPublic, DemandBatchSetting, PublicStatus, TradeMethod } from '../src/types';
import { defaultEffectiveTime } from '../src/pages/demand/components/rules';
import { now } from './_db/clock';
import { findCategory, findGame, findServer } from './_db/market/catalog';
import { demandOwner } from './_db/reseller/access';
import { batchSave, changeBatchPublic, changeBatchSetting, deleteDemands } from './_db/reseller/batch';
import {
  createDemand,
  demandView,
  expireDue,
  lastDemand,
  quickModify,
  quickModifyPay,
  readDemandInput,
  refundDemand,
  updateDemand,
} from './_db/reseller/demands';
import { IMPORT_HEADERS, parseImportFile, type UploadedFile } from './_db/reseller/importSheet';
import { int, requireIds, text } from './_db/reseller/input';
import {
  demandCategoryStatistics,
  demandStatistics,
  listArchivedDemands,
  listDemandsByUser,
  listUserDemands,
} from './_db/reseller/queries';
import { getDb } from './_db/store';
import type { MockDb } from './_db/types';
import { handlers } from './_lib/handlers';
import { created, invalid, noContent, type Req } from './_lib/http';
import { bodyOf, queryStr } from './_lib/input';
import { requireUser } from './_lib/session';
import { sendXlsx } from './_lib/xlsx';
import { tr } from './_lib/i18n';

/** Demands of the receiver (C/user/demand) and their archive (B/history/demand). */
const BASE = `${C}/user/demand`;

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

/** Template rows: real catalog names so the sample imports as it is. */
function templateRows(db: MockDb, english: boolean) {
  const at = now();
  const until = defaultEffectiveTime(at).slice(0, 10);
  const samples: Array<[string, string, string, string, string, number, number, number, TradeMethod, PublicStatus]> = [
    ['101', '10101', '1011', '', '5.20', 500, 10, 500, 'MAIL', 'PUBLIC'],
    ['101', '10102', '1011', '', '4.95', 1200, 50, 600, 'AUCTION_HOUSE', 'PRIVATE'],
  ];
  return samples
    .filter(([g, s, c]) => findGame(db, g) && findServer(db, s) && findCategory(db, c))
    .map(([g, s, c, title, price, qty, min, max, method, pub]) => ({
      game: english ? findGame(db, g)!.nameEn : findGame(db, g)!.name,
      server: english ? findServer(db, s)!.nameEn : findServer(db, s)!.name,
      category: english ? findCategory(db, c)!.nameEn : findCategory(db, c)!.name,
      title,
      unitPrice: price,
      quantity: qty,
      minQuantity: min,
      maxQuantity: max,
      tradeMethod: method,
      effectiveTime: until,
      publicStatus: english ? pub.toLowerCase() : pub === 'PUBLIC' ? '公开' : '私密',
    }));
}

export default handlers({
  [`GET ${BASE}/lastDemand`]: (req) => {
    const { db, owner } = ownerCall(req);
    return lastDemand(db, owner.id) ?? noContent();
  },
  /** The import template: the bilingual header and two sample rows. */
  [`GET ${BASE}/importTemplate`]: async (req, res) => {
    const db = getDb();
    demandOwner(db, requireUser(req));
    const english = queryStr(req, 'lang') === 'en';
    const columns = IMPORT_FIELDS.map((f) => ({
      header: `${IMPORT_HEADERS[f][0]} ${IMPORT_HEADERS[f][1]}`,
      key: f,
      width: f === 'title' ? 28 : 16,
      value: (row: ReturnType<typeof templateRows>[number]) => row[f],
    }));
    await sendXlsx(res, english ? 'demand-import-template.xlsx' : '收货需求导入模板.xlsx', 'demands', columns, templateRows(db, english));
  },
  [`GET ${BASE}/:demandId`]: (req) => {
    const { db, owner } = ownerCall(req);
    return demandView(db, owner.id, requireId(req.params.demandId, 'demandId'));
  },
  [`POST ${BASE}`]: (req) => {
    const { db, owner } = ownerCall(req);
    return created(createDemand(db, owner, readDemandInput(bodyOf(req))));
  },
  [`PUT ${BASE}`]: (req) => {
    const { db, owner } = ownerCall(req);
    const body = bodyOf(req);
    return updateDemand(db, owner, requireId(text(body, 'id')), readDemandInput(body), false);
  },
  [`POST ${BASE}/modifyDemandByPay`]: (req) => {
    const { db, owner } = ownerCall(req);
    const body = bodyOf(req);
    return updateDemand(db, owner, requireId(text(body, 'id')), readDemandInput(body), true);
  },
  [`DELETE ${BASE}`]: (req) => {
    const { db, owner } = ownerCall(req);
    return deleteDemands(db, owner, requireIds(bodyOf(req)));
  },
  [`DELETE ${BASE}/:id`]: (req) => {
    const { db, owner } = ownerCall(req);
    return deleteDemands(db, owner, [requireId(req.params.id)]);
  },
  [`POST ${BASE}/statisticsDemand`]: (req) => {
    const { db, owner } = ownerCall(req);
    return demandStatistics(db, owner.id);
  },
  [`POST ${BASE}/statisticsCategoryDemand`]: (req) => {
    const { db, owner } = ownerCall(req);
    return demandCategoryStatistics(db, owner.id);
  },
  [`POST ${BASE}/quickModify`]: (req) => {
    const { db, owner } = ownerCall(req);
    return quickModify(db, owner, bodyOf(req));
  },
  [`POST ${BASE}/quickModifyPay`]: (req) => {
    const { db, owner } = ownerCall(req);
    return quickModifyPay(db, owner, bodyOf(req));
  },
  [`POST ${BASE}/listUserDemand`]: (req) => {
    const { db, owner } = ownerCall(req);
    return listUserDemands(db, owner.id, bodyOf(req));
  },
  /** Any signed-in user may list a receiver's open public demands. */
  [`POST ${BASE}/listDemandByUser`]: (req) => {
    requireUser(req);
    return listDemandsByUser(getDb(), bodyOf(req));
  },
  /** multipart: the .xlsx in any file field (umi's mock server parses it with multer into req.files). */
  [`POST ${BASE}/importParsing`]: (req) => {
    const { db } = ownerCall(req);
    const files = (req as unknown as { files?: UploadedFile[] }).files;
    return parseImportFile(db, files?.[0], now());
  },
  [`POST ${BASE}/batchSave`]: (req) => {
    const { db, owner } = ownerCall(req);
    return created(batchSave(db, owner, bodyOf(req), DEMAND_LIMITS.importMaxRows));
  },
  [`POST ${BASE}/demandRefund`]: (req) => {
    const { db, owner } = ownerCall(req);
    return refundDemand(db, owner, requireId(text(bodyOf(req), 'id')));
  },
  [`POST ${BASE}/changeBatchSetting`]: (req) => {
    const { db, owner } = ownerCall(req);
    const body = bodyOf(req);
    const setting: DemandBatchSetting = {
      ids: requireIds(body),
      minQuantity: int(body, 'minQuantity'),
      maxQuantity: int(body, 'maxQuantity'),
      tradeMethod: text(body, 'tradeMethod') as TradeMethod | undefined,
      effectiveTime: text(body, 'effectiveTime'),
      priceAdjustPercent: text(body, 'priceAdjustPercent'),
      status: text(body, 'status') as DemandBatchSetting['status'],
    };
    return changeBatchSetting(db, owner, setting);
  },
  [`POST ${BASE}/changeBatchPublicStatus`]: (req) => {
    const { db, owner } = ownerCall(req);
    const body = bodyOf(req);
    const change: DemandBatchPublic = { ids: requireIds(body), publicStatus: text(body, 'publicStatus') as PublicStatus };
    return changeBatchPublic(db, owner, change);
  },
  [`POST ${B}/history/demand/page`]: (req) => {
    const { db, owner } = ownerCall(req);
    return listArchivedDemands(db, owner.id, bodyOf(req));
  },
});
