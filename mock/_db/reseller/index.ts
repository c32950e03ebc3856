/**
 * The receiver area of the fake backend, as its route files (mock/reseller-*.ts) see it: demands,
 * the deposit, onboarding, settings and suppliers. Other areas read the files they need directly.
 */
export { demandOwner } from './access';
export { batchSave, changeBatchPublic, changeBatchSetting, deleteDemands, readBatchPublic, readBatchSetting } from './batch';
export {
  filteredSuppliers,
  filterRuleOf,
  filterSupplier,
  gameConfigsOf,
  listSuppliers,
  remarkSupplier,
  saveGameConfigs,
  unfilterSupplier,
  updateFilterRule,
} from './counterparties';
export {
  createDemand,
  demandView,
  expireDue,
  lastDemand,
  quickModify,
  quickModifyPay,
  readDemandInput,
  refundDemand,
  updateDemand,
} from './demands';
export { cancelRefund, depositRecords, rechargeInfo, refundInfo, requestRefund, startRecharge } from './deposit';
export { firstUpload, importTemplate, parseImportFile } from './importSheet';
export { requireIds } from './input';
export { acceptAgreement, merchantSync, saveResellerInfo } from './onboarding';
export { demandCategoryStatistics, demandStatistics, listArchivedDemands, listDemandsByUser, listUserDemands } from './queries';
