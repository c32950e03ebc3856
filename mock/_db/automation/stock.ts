import { needsAttention, stockTriggers, thresholdOf } from '../../../src/domain/automation/rules';
import type { Commodity } from '../../../src/types';
import { pushNotification } from '../chat/notifications';
import type { MockDb } from '../types';
import { automationOf, recordRun, settingsOf } from './store';

/**
 * After every stock change (supplier/stock.ts applyStockChange): the low-stock warning, delisting
 * at zero and relisting when stock returns, each as the supplier's rules say, each recorded.
 */
export function afterStockChange(db: MockDb, supplierId: string, commodity: Commodity, before: number, at: string): void {
  const settings = settingsOf(db, supplierId);
  const state = automationOf(db);
  const { lowStock, own } = thresholdOf(settings, commodity.id);
  const actions = stockTriggers(settings.stock, {
    before,
    after: commodity.stock,
    threshold: lowStock,
    onSale: commodity.status === 'ON_SALE',
    delistedByRule: !!state.delisted[commodity.id],
  });
  const base = { commodityId: commodity.id, commodityTitle: commodity.title, stock: commodity.stock, at };
  for (const action of actions) {
    if (action === 'LOW_STOCK') {
      recordRun(db, supplierId, {
        ...base,
        kind: 'LOW_STOCK',
        rule: own ? 'LOW_STOCK_COMMODITY' : 'LOW_STOCK_DEFAULT',
        value: String(lowStock),
      });
      if (db.chat?.notifications)
        pushNotification(db, {
          userId: supplierId,
          type: 'ORDER_STOCK',
          side: 'sell',
          params: { title: commodity.title, stock: String(commodity.stock), commodityId: commodity.id },
          at,
        });
    } else if (action === 'DELIST') {
      commodity.status = 'OFF_SALE';
      state.delisted[commodity.id] = true;
      recordRun(db, supplierId, { ...base, kind: 'DELISTED', rule: 'AUTO_DELIST', value: '0' });
    } else {
      commodity.status = 'ON_SALE';
      delete state.delisted[commodity.id];
      recordRun(db, supplierId, { ...base, kind: 'RELISTED', rule: 'AUTO_RELIST', value: String(commodity.stock) });
    }
  }
  // put on sale by hand: the rule no longer owns it
  if (commodity.status === 'ON_SALE') delete state.delisted[commodity.id];
}

/** The commodity list's "needs attention" filter. */
export function commodityNeedsAttention(db: MockDb, supplierId: string, commodity: Commodity): boolean {
  const { lowStock } = thresholdOf(settingsOf(db, supplierId), commodity.id);
  return needsAttention(commodity.stock, lowStock, !!db.automation?.delisted[commodity.id] && commodity.status === 'OFF_SALE');
}
