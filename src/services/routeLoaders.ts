import { accountApi } from '@/domain/account/endpoints';
import { DEMAND_DEFAULT_SORT, queryMyDemands } from '@/domain/reseller/demandList';
import { authApi } from '@/domain/auth/endpoints';
import { supplierApi } from '@/domain/supplier/endpoints';
import { tradeApi } from '@/domain/trade/endpoints';
import { DEFAULT_ORDER_TAB, parseOrderTab } from '@/domain/trade/orderTabs';
import type { OrderSide } from '@/domain/trade/codes';
import { viewsApi } from '@/domain/views/endpoints';
import type { ViewTable } from '@/domain/views/types';
import { currentAppPath } from '@/microapp/base';
import { stripPrefix } from '@/utils/localePrefix';
import { preloadCall } from '@/utils/routeData';

/**
 * The routes' `clientLoader`s (on a first visit `render` in src/app.tsx runs them before React
 * starts, then umi again after the first render; on a later navigation umi runs them as it
 * starts, before the route's chunks and guards): each starts the calls its page asks for first,
 * with the query the page will send, so the first rows do not wait for the user info, the chunks
 * nor each other. They hand umi nothing, and a second run within one navigation asks
 * nothing again (src/utils/routeData.ts); the page takes the answers through `callPreloaded`
 * behind its guards, so a refused user never sees them.
 */

type Loader = () => Promise<undefined>;
/**
 * What a loader hands umi: a promise that never settles. umi stores a loader's answer in the app
 * root's state when it resolves, and that store re-renders the whole app (~2 300 components on a
 * list page, before its first paint); the pages never read it. A fresh promise per call, dropped
 * with umi's handler once nothing holds it.
 */
const done = (): Promise<undefined> => new Promise<undefined>(() => undefined);

/** The paging of a URL that carries nothing else (a filtered or shared link lets the page ask itself). */
function pagingOnly(sizes: number[]): { current: number; size: number } | undefined {
  const search = new URLSearchParams(typeof window === 'undefined' ? '' : window.location.search);
  for (const k of search.keys()) if (k !== 'current' && k !== 'pageSize') return undefined;
  const current = Number(search.get('current') ?? 1);
  const size = Number(search.get('pageSize') ?? 20);
  if (!Number.isInteger(current) || current < 1 || !sizes.includes(size)) return undefined;
  return { current, size };
}

const views = (table: ViewTable) => preloadCall(viewsApi.listSavedViews, { params: { table } });

/** Console layout: the signed-in user, which every guard waits for. */
export const userLoader: Loader = () => {
  preloadCall(authApi.getUserInfo);
  return done();
};

/** /order/sold/{tab?} and /order/purchased/{tab?}. */
export const orderListLoader =
  (side: OrderSide): Loader =>
  () => {
    views(side === 'purchase' ? 'ORDER_PURCHASED' : 'ORDER_SOLD');
    const paging = pagingOnly([20, 50, 100, 200, 500]);
    const segment = stripPrefix(currentAppPath()).split('/')[3];
    const tab = parseOrderTab(segment) ?? DEFAULT_ORDER_TAB;
    if (paging) {
      const ep = side === 'purchase' ? tradeApi.queryPurchasedOrders : tradeApi.querySoldOrders;
      preloadCall(ep, { params: { tab, ...paging } });
    }
    return done();
  };

/** /commodity. */
export const commodityListLoader: Loader = () => {
  views('COMMODITY');
  const paging = pagingOnly([20, 50, 100]);
  if (paging) preloadCall(supplierApi.queryMyCommodities, { data: paging });
  return done();
};

/** /commodity/stock-record. */
export const stockRecordLoader: Loader = () => {
  views('STOCK_RECORD');
  const paging = pagingOnly([20, 50, 100]);
  if (paging) preloadCall(supplierApi.queryStockRecords, { data: paging });
  return done();
};

/** /demand: the buyer's demands (the page pages by 20 whatever the URL says). */
export const demandListLoader: Loader = () => {
  views('DEMAND');
  const paging = pagingOnly([20]);
  if (paging) preloadCall(queryMyDemands, { data: { ...paging, ...DEMAND_DEFAULT_SORT } });
  return done();
};

/** /profile/sub_account: the sub-accounts of the signed-in main account. */
export const subAccountLoader: Loader = () => {
  const paging = pagingOnly([20]);
  if (paging) preloadCall(accountApi.querySubUsers, { params: paging });
  return done();
};

/** /profile/funds: the statement of every money movement. */
export const statementLoader: Loader = () => {
  views('STATEMENT');
  const paging = pagingOnly([20, 50, 100, 200]);
  if (paging) preloadCall(accountApi.queryStatement, { data: paging });
  return done();
};
