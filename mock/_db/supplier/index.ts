/**
 * The supplier area of the fake backend, as its route files (mock/supplier-*.ts) use it: the
 * rules of commodities, the stock ledger, settings, counterparties, reviews and uploads, and the
 * call context of a supplier handler. Route files import from here, not from the files inside.
 */
export { isAutoUpdateRemoval, listAutoUpdate, removeAutoUpdate, saveAutoUpdate } from './autoUpdate';
export { createComment, listComments, replyComment } from './comments';
export {
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
} from './commodities';
export { acceptAgreement, saveSupplierInfo, syncRealnameStep } from './onboarding';
export { incomingFile, issueSts, readUpload, storeUpload } from './oss';
export { mainSupplierCall, supplierCall, translate, userCall, type SupplierCall } from './request';
export { filteredResellers, filterReseller, listMyResellers, setResellerRemark, unfilterReseller } from './resellers';
export { addGameConfig, replaceGameConfigs, setRemarks, settingOf, settingView, updateFilterRules } from './settings';
export {
  addBatchRecords,
  addManualRecord,
  archiveOldRecords,
  cancelManualRecord,
  filterRecords,
  pageRecords,
  recordsOfCommodity,
  statisticsOf,
  updateRemark,
} from './stock';
