jest.mock('@umijs/max', () => ({
  ...require('../umiMock').umiMock,
  useSearchParams: () => [new URLSearchParams(require('../umiMock').state.search), jest.fn()],
}));
jest.mock('@/services/payment', () => ({
  getPaymentMethods: jest.fn(async () => [
    { code: 'BALANCE', name: '余额支付', nameEn: 'Balance', channel: 'BALANCE', enabled: true, available: '31484.65' },
  ]),
  getLastPaymentRecord: jest.fn(async () => ({})),
  getPaymentBatch: jest.fn(),
}));
jest.mock('@/services/deposit', () => ({
  getDepositRechargeInfo: jest.fn(async () => ({
    deposit: '0.00',
    lockedDeposit: '0.00',
    effectiveDeposit: '0.00',
    required: '200.00',
    shortfall: '200.00',
    minAmount: '1',
    maxAmount: '100000',
  })),
  rechargeDeposit: jest.fn(),
  queryDepositRecords: jest.fn(async () => ({ records: [], total: 0, current: 1, size: 20 })),
}));
jest.mock('@/services/reseller', () => ({ syncResellerMerchant: jest.fn() }));

/**
 * A sub-account (supplier_sub: ORDER_SOLD|COMMODITY, parent a supplier only) sees in the menu only
 * the pages it may open, and no balance or payment of its parent's money where it is not entitled.
 */
import access from '@/access';
import { routeTable } from '../../../config/routes';
import { buildConsoleMenu, grantedTo } from '@/layouts/consoleMenu';
import ResellerOnboarding from '@/pages/demand/auth';
import DepositRecharge from '@/pages/deposit/rechange';
import { decideResellerAuth, decideSubUser, decideSupplierAuth } from '@/utils/guards';
import { act, render, screen } from '@testing-library/react';
import { makeUser } from '../fixtures';
import { format, state } from '../umiMock';

const supplierSub = makeUser({ id: '10005', puid: '10002', subAuthorities: 'ORDER_SOLD|COMMODITY', supplier: true, reseller: false });
const resellerSub = makeUser({ id: '10006', puid: '10001', subAuthorities: 'ORDER_PURCHASED|DEMAND', supplier: false, reseller: true });

const menuPaths = (user: typeof supplierSub) =>
  buildConsoleMenu((id) => id, grantedTo(access(user))).flatMap((g) => g.routes?.map((r) => r.path) ?? []);
const flush = () => act(async () => new Promise((r) => setTimeout(r, 50)));

describe('the side menu of a sub-account', () => {
  it('lists the granted pages and none of the refused ones', () => {
    const paths = menuPaths(supplierSub);
    expect(paths).toEqual(expect.arrayContaining(['/order/sold', '/order/sold/history', '/commodity', '/commodity/new']));
    for (const refused of [
      '/order/purchased',
      '/demand',
      '/commodity/stock-record',
      '/user/withdrawal',
      '/deposit/rechange',
      '/deposit/return',
      '/reseller/comment',
      '/reseller/mySupplier',
      '/reseller/setting',
      '/profile/fund_balances',
      '/profile/sub_account',
    ]) {
      expect(paths).not.toContain(refused);
    }
  });

  it('every page it lists is one the route guards let the sub-account open', () => {
    for (const user of [supplierSub, resellerSub]) {
      const listed = new Set(menuPaths(user));
      const routes = routeTable.filter((r) => r.menu && listed.has(r.path.replace(/\/:[A-Za-z]+\?$/, '')));
      expect(routes.length).toBe(listed.size);
      for (const r of routes) {
        const guards = r.guards ?? [];
        if (guards.includes('subUser')) expect([r.path, decideSubUser(user, 'loaded', r.subAuthority).kind]).toEqual([r.path, 'allow']);
        if (guards.includes('resellerAuth')) expect([r.path, decideResellerAuth(user, 'loaded').kind]).toEqual([r.path, 'allow']);
        if (guards.includes('supplierAuth')) expect([r.path, decideSupplierAuth(user, 'loaded').kind]).toEqual([r.path, 'allow']);
      }
    }
  });

  it('a main account still sees the receiver pages (they start its onboarding)', () => {
    expect(menuPaths(makeUser({ supplier: true }))).toEqual(
      expect.arrayContaining(['/deposit/rechange', '/reseller/setting', '/commodity/stock-record']),
    );
  });
});

describe('the deposit payment is not offered to a sub-account', () => {
  it('receiver onboarding (where /deposit/rechange sends supplier_sub) shows why, without the balance or a Pay button', async () => {
    state.store = { user: { currentUser: supplierSub, status: 'loaded' }, fund: {} };
    state.search = 'step=recharge';
    render(<ResellerOnboarding />);
    await flush();
    expect(screen.getByText(format('reseller.auth.subAccount'))).toBeInTheDocument();
    expect(screen.queryByTestId('recharge-pay')).toBeNull();
    expect(screen.queryByTestId('pay-method-BALANCE')).toBeNull();
    expect(screen.queryByText(/31,484\.65/)).toBeNull();
  });

  it('the deposit top-up page of a receiver’s sub-account shows the deposit but no payment', async () => {
    state.store = { user: { currentUser: resellerSub, status: 'loaded' }, fund: {} };
    state.search = '';
    render(<DepositRecharge />);
    await flush();
    expect(screen.getByTestId('deposit-summary')).toBeInTheDocument();
    expect(screen.getByText(format('reseller.deposit.recharge.subAccount'))).toBeInTheDocument();
    expect(screen.queryByTestId('pay-method-BALANCE')).toBeNull();
    expect(screen.queryByText(/31,484\.65/)).toBeNull();
  });
});
