jest.mock('@umijs/max', () => ({
  ...require('../umiMock').umiMock,
  useSearchParams: () => [new URLSearchParams(require('../umiMock').state.search), jest.fn()],
}));
jest.mock('@/utils/toast', () => {
  const toast = { success: jest.fn(), error: jest.fn(), info: jest.fn(), warning: jest.fn() };
  return { __esModule: true, toast, default: toast, errorToastKey: (text: string) => `toast-error:${text}` };
});
jest.mock('@/services/bargaining', () => ({
  queryBuyerBargainings: jest.fn(async () => ({ records: [], total: 0, current: 1, size: 50 })),
}));
jest.mock('@/services/payment', () => ({
  pay: jest.fn(),
  getPaymentMethods: jest.fn(async () => [{ code: 'ALIPAY', name: '支付宝', nameEn: 'Alipay', channel: 'GATEWAY', enabled: true }]),
  getLastPaymentRecord: jest.fn(async () => ({})),
}));
jest.mock('@/services/trade', () => ({
  getCheatState: jest.fn(async () => ({ counterpartyId: '10002', state: 'NORMAL', validated: false })),
  checkWarning: jest.fn(async () => ({ counterpartyId: '10002', state: 'NORMAL', validated: false })),
  confirmCheatWarning: jest.fn(),
  createBuyerOrder: jest.fn(),
  createSellerOrder: jest.fn(),
}));
jest.mock('@/services/market', () => ({ getShopCommodity: jest.fn(), getShopDemand: jest.fn() }));

/**
 * A checkout whose listing failed to load: only a 404 (or the API's NOT_FOUND) says the listing
 * does not exist; a 503 or no answer shows the shared failed state, whose retry loads it again.
 */
import CheckoutBargaining from '@/pages/checkout/bargaining';
import CheckoutCommodity from '@/pages/checkout/commodity';
import CheckoutDemand from '@/pages/checkout/demand';
import { getShopCommodity, getShopDemand } from '@/services/market';
import { RequestError } from '@/utils/request';
import { StyleProvider } from '@ant-design/cssinjs';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { makeListing } from '../fixtures';
import { format, state } from '../umiMock';

const commodity = getShopCommodity as unknown as jest.Mock;
const demand = getShopDemand as unknown as jest.Mock;

const failure = (status: number, code?: string) =>
  new RequestError(`HTTP ${status}`, {
    status,
    kind: status ? 'http' : 'network',
    handled: true,
    body: code ? { title: code, detail: code, code, status } : undefined,
  });

// the same record answers both checkouts: the demand's fields beside the listing's
const listing = makeListing({ resellerId: '10001', quantity: 100, receivedQuantity: 0, remainingQuantity: 100, depositPaid: true });

const pages = [
  ['commodity', CheckoutCommodity, 'commodityId=C1', commodity, 'checkout-quantity'],
  ['demand', CheckoutDemand, 'demandId=C1', demand, 'sell-quantity'],
  ['bargaining', CheckoutBargaining, 'commodityId=C1', commodity, 'bargain-quantity'],
] as const;

describe.each(pages)('checkout %s', (_, Page, search, load, quantityId) => {
  beforeEach(() => {
    state.search = search;
    load.mockReset();
  });
  const show = () =>
    render(
      <StyleProvider mock="server">
        <Page />
      </StyleProvider>,
    );

  it.each([
    ['a 503', failure(503)],
    ['no answer', failure(0)],
  ])('%s shows the failed state with a retry, never "not found"; the retry loads the listing', async (__, error) => {
    load.mockRejectedValueOnce(error).mockResolvedValueOnce(listing);
    show();
    const retry = await screen.findByTestId('load-retry');
    expect(screen.getByTestId('load-failed')).toHaveTextContent(format('market.common.loadFailed'));
    expect(screen.queryByText(format('trade.checkout.notFound'))).toBeNull();
    await act(async () => fireEvent.click(retry));
    expect(await screen.findByTestId(quantityId, {}, { timeout: 5000 })).toHaveValue('2');
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.queryByTestId('load-failed')).toBeNull();
  });

  it.each([
    ['a 404', failure(404, 'NOT_FOUND')],
    ['the NOT_FOUND code', failure(400, 'NOT_FOUND')],
  ])('%s says the listing was not found, with no retry', async (__, error) => {
    load.mockRejectedValueOnce(error);
    show();
    expect(await screen.findByText(format('trade.checkout.notFound'))).toBeInTheDocument();
    expect(screen.queryByTestId('load-retry')).toBeNull();
  });
});
