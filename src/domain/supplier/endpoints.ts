import type { Paged } from '../../types/api';
import { endpoint, type NoContent } from '../endpoint';
import type { StsToken, UploadedObject, UploadFields, UploadScene } from './oss';
import type {
  StockRecord,
  StockRecordBatchInput,
  StockRecordFilter,
  StockRecordInput,
  StockRecordQuery,
  StockRecordRemarkInput,
  StockStatistics,
} from './stock';
import type {
  AgreementInput,
  AutoUpdateInput,
  AutoUpdateQuery,
  AutoUpdateRemoval,
  AutoUpdateRow,
  BatchResult,
  BatchSaleStatusInput,
  BatchSettingInput,
  CategoryCommodityStatistics,
  CommentCreateInput,
  CommentPage,
  CommentQuery,
  CommentReplyInput,
  CommodityInput,
  CommodityQuery,
  CommodityStatistics,
  CommodityUpdateInput,
  FilterResellerInput,
  GoldServerStock,
  InOutRemarks,
  MyReseller,
  MyResellerQuery,
  OrderComment,
  QuickModifyInput,
  QuickPublishInput,
  ResellerFilterRules,
  RemarksInput,
  ResellerRemarkInput,
  SupplierCommodity,
  SupplierGameConfig,
  SupplierInfoInput,
  SupplierSetting,
  SyncSaleStatus,
} from './types';

/** An answer without a body (204). */

/**
 * Supplier calls: my commodities (SPEC §7 C/user/commodity), the stock ledger
 * (B/commodity/stockRecords and its archive B/history), onboarding, settings and counterparties
 * (A/suppliers), reviews of orders (B/orders/comments) and uploads (GET /api/v1/oss/sts/token).
 * Each is declared once; the service of the same name calls it and the fake backend registers it.
 */
export const supplierApi = {
  // My commodities. Fixed paths are declared before `:commodityId` (the fake backend matches in order).
  /** `{}` when the supplier has published nothing (of that category). */
  getLastCommodity: endpoint('GET', '/api/shop/user/commodity/lastCommodity').of<{
    res: SupplierCommodity | NoContent;
    query: { categoryId?: string };
  }>(),
  getSyncSaleStatus: endpoint('GET', '/api/shop/user/commodity/getUserSyncSaleStatus').of<{ res: SyncSaleStatus }>(),
  getMyCommodity: endpoint('GET', '/api/shop/user/commodity/:commodityId').of<{ res: SupplierCommodity }>(),
  createCommodity: endpoint('POST', '/api/shop/user/commodity').of<{ res: SupplierCommodity; body: CommodityInput }>(),
  updateCommodity: endpoint('PUT', '/api/shop/user/commodity').of<{ res: SupplierCommodity; body: CommodityUpdateInput }>(),
  removeCommodities: endpoint('DELETE', '/api/shop/user/commodity').of<{ res: { deleted: number }; body: { ids: string[] } }>(),
  removeCommodity: endpoint('DELETE', '/api/shop/user/commodity/:commodityId').of<{ res: NoContent }>(),
  queryMyCommodities: endpoint('POST', '/api/shop/user/commodity/listUserCommodity').of<{
    res: Paged<SupplierCommodity>;
    body: CommodityQuery;
  }>(),
  getCommodityStatistics: endpoint('POST', '/api/shop/user/commodity/statisticsCommodity').of<{
    res: CommodityStatistics;
    body: NoContent;
  }>(),
  getCategoryStatistics: endpoint('POST', '/api/shop/user/commodity/statisticsCategoryCommodity').of<{
    res: CategoryCommodityStatistics[];
    body: NoContent;
  }>(),
  getGoldServerStock: endpoint('POST', '/api/shop/user/commodity/listUserGoldServerStockData').of<{
    res: GoldServerStock[];
    body: NoContent;
  }>(),
  quickModifyCommodity: endpoint('POST', '/api/shop/user/commodity/quickModify').of<{ res: SupplierCommodity; body: QuickModifyInput }>(),
  quickPublishCommodity: endpoint('POST', '/api/shop/user/commodity/quickPublish').of<{
    res: SupplierCommodity;
    body: QuickPublishInput;
  }>(),
  changeBatchSaleStatus: endpoint('POST', '/api/shop/user/commodity/changeBatchSaleStatus').of<{
    res: BatchResult;
    body: BatchSaleStatusInput;
  }>(),
  changeBatchSetting: endpoint('POST', '/api/shop/user/commodity/changeBatchSetting').of<{ res: BatchResult; body: BatchSettingInput }>(),
  /** Syncs now; `enabled` also switches the automatic sync. */
  syncSaleStatus: endpoint('POST', '/api/shop/user/commodity/syncSaleStatus').of<{ res: SyncSaleStatus; body: { enabled?: boolean } }>(),
  /** Saves a config for the listed commodities, or with `remove` drops one (removeAutoUpdate calls it too); answers how many. */
  saveAutoUpdate: endpoint('POST', '/api/shop/user/commodity/autoUpdatePriceAndQuantity').of<{
    res: { updated: number };
    body: AutoUpdateInput | AutoUpdateRemoval;
  }>(),
  queryAutoUpdate: endpoint('POST', '/api/shop/user/commodity/listAutoUpdateConfig').of<{
    res: Paged<AutoUpdateRow>;
    body: AutoUpdateQuery;
  }>(),

  // Stock ledger and its archive; the Excel exports answer a file for the current filter.
  queryStockRecords: endpoint('POST', '/api/v1/shop/commodity/stockRecords/page').of<{ res: Paged<StockRecord>; body: StockRecordQuery }>(),
  getStockStatistics: endpoint('POST', '/api/v1/shop/commodity/stockRecords/statistics').of<{
    res: StockStatistics;
    body: StockRecordFilter;
  }>(),
  exportStockRecords: endpoint('POST', '/api/v1/shop/commodity/stockRecords/excel').of<{ res: Blob; body: StockRecordFilter }>(),
  addStockRecord: endpoint('POST', '/api/v1/shop/commodity/stockRecords').of<{ res: StockRecord; body: StockRecordInput }>(),
  /** Reverses a manual record; answers the reversing CANCEL record. */
  cancelStockRecord: endpoint('PUT', '/api/v1/shop/commodity/stockRecords/cancel/:id').of<{ res: StockRecord }>(),
  updateStockRemark: endpoint('PUT', '/api/v1/shop/commodity/stockRecords').of<{ res: StockRecord; body: StockRecordRemarkInput }>(),
  addStockRecordsBatch: endpoint('POST', '/api/v1/shop/commodity/stockRecords/postCommodityStockRecords/:typeName').of<{
    res: StockRecord[];
    body: StockRecordBatchInput;
  }>(),
  /** A commodity's live records (skuTreeId = commodity id). */
  stockRecordsOfCommodity: endpoint('GET', '/api/v1/shop/commodity/stockRecords/getCommodityStockRecordBySkuTreeId/:skuTreeId').of<{
    res: StockRecord[];
  }>(),
  queryArchivedStockRecords: endpoint('POST', '/api/v1/shop/history/commodity/stockRecords/page').of<{
    res: Paged<StockRecord>;
    body: StockRecordQuery;
  }>(),
  exportArchivedStockRecords: endpoint('POST', '/api/v1/shop/history/commodity/stockRecords/excel').of<{
    res: Blob;
    body: StockRecordFilter;
  }>(),

  // Supplier onboarding, settings and counterparties.
  /** Also moves the onboarding past the realname step once the real name is verified. */
  getSupplierSetting: endpoint('GET', '/api/v1/usercenter/suppliers/me/setting/info').of<{ res: SupplierSetting }>(),
  acceptSupplierAgreement: endpoint('PUT', '/api/v1/usercenter/suppliers/me/agreement').of<{
    res: SupplierSetting;
    body: AgreementInput;
  }>(),
  /** Opens the role on the info step; later edits the store info and contacts. */
  saveSupplierInfo: endpoint('PUT', '/api/v1/usercenter/suppliers/me/merchant').of<{ res: SupplierSetting; body: SupplierInfoInput }>(),
  updateRemarks: endpoint('PATCH', '/api/v1/usercenter/suppliers/me/setting/quick-remarks').of<{
    res: SupplierSetting;
    body: RemarksInput;
  }>(),
  getInOutRemarks: endpoint('GET', '/api/v1/usercenter/suppliers/me/in-out-remarks').of<{ res: InOutRemarks }>(),
  replaceGameConfigs: endpoint('PUT', '/api/v1/usercenter/suppliers/me/game-configs').of<{
    res: SupplierGameConfig[];
    body: { gameConfigs: SupplierGameConfig[] };
  }>(),
  addGameConfig: endpoint('POST', '/api/v1/usercenter/suppliers/me/game-configs').of<{
    res: SupplierGameConfig;
    body: SupplierGameConfig;
  }>(),
  updateFilterRules: endpoint('PUT', '/api/v1/usercenter/suppliers/update/filter').of<{
    res: ResellerFilterRules;
    body: ResellerFilterRules;
  }>(),
  queryMyResellers: endpoint('POST', '/api/v1/usercenter/suppliers/me/listResellers').of<{
    res: Paged<MyReseller>;
    body: MyResellerQuery;
  }>(),
  setResellerRemark: endpoint('PATCH', '/api/v1/usercenter/suppliers/me/resellers').of<{ res: NoContent; body: ResellerRemarkInput }>(),
  getFilteredResellers: endpoint('GET', '/api/v1/usercenter/suppliers/me/filtered/resellers').of<{ res: MyReseller[] }>(),
  filterReseller: endpoint('POST', '/api/v1/usercenter/suppliers/:resellerId/filter').of<{ res: NoContent; body: FilterResellerInput }>(),
  unfilterReseller: endpoint('DELETE', '/api/v1/usercenter/suppliers/:resellerId/cancel/filter').of<{ res: NoContent }>(),

  // Reviews: side 'sales' = of my sales orders, 'purchase' = the ones I wrote.
  queryComments: endpoint('GET', '/api/v1/shop/orders/comments').of<{ res: CommentPage; query: CommentQuery }>(),
  createComment: endpoint('POST', '/api/v1/shop/orders/comments').of<{ res: OrderComment; body: CommentCreateInput }>(),
  replyComment: endpoint('POST', '/api/v1/shop/comments/:commentId').of<{ res: OrderComment; body: CommentReplyInput }>(),

  // Uploads (generic; the commodity pictures are the main user).
  getStsToken: endpoint('GET', '/api/v1/oss/sts/token').of<{ res: StsToken; query: { scene: UploadScene } }>(),
  /**
   * The fake backend's bucket: a multipart POST of these fields and the file. The console posts
   * to the `uploadUrl` a token names (another service in production), which answers the same.
   */
  uploadFile: endpoint('POST', '/api/v1/oss/upload').of<{ res: UploadedObject; body: UploadFields }>(),
  /** The fake backend's bucket serving an uploaded object: the `url` an upload answers (public, no bearer). */
  getUploadedFile: endpoint('GET', '/api/v1/oss/files/:userId/:name').of<{ res: Blob }>(),
} as const;
