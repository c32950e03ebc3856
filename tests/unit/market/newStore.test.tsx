jest.mock('@umijs/max', () => require('../umiMock').umiMock);

/**
 * A store without orders yet says it is new instead of showing a 0% completion rate and a
 * 0 s trade time, on its store page and next to its listings.
 */
import MerchantKpiLine from '@/components/market/MerchantKpiLine';
import { isNewMerchant } from '@/utils/market';
import StoreHeader from '@/pages/store/components/StoreHeader';
import { render, screen } from '@testing-library/react';
import { format, state } from '../umiMock';

const fresh = { completionRate: '0', avgTradeSeconds: 0, tradeCount: 0, online: true };
const busy = { completionRate: '0.9812', avgTradeSeconds: 754, tradeCount: 1200, online: true };
const store = (kpi: typeof fresh) =>
  ({
    ...kpi,
    userId: '42',
    storeType: 'seller',
    storeUrl: 'fresh',
    storeName: 'Fresh Store',
    depositPaid: false,
    realNameVerified: true,
    listingCount: 3,
    openedAt: '2026-11-01T00:00:00Z',
  }) as never;

beforeEach(() => {
  state.store = { user: { currentUser: undefined, status: 'anonymous' }, fund: {} };
});

describe('a new store', () => {
  it('is one without closed orders', () => {
    expect(isNewMerchant(fresh)).toBe(true);
    expect(isNewMerchant(busy)).toBe(false);
  });

  it('the store page says "new store" instead of 0% and 0 s', () => {
    render(<StoreHeader store={store(fresh)} />);
    const header = screen.getByTestId('store-header');
    expect(header).toHaveTextContent(format('market.kpi.newStore'));
    expect(header).not.toHaveTextContent('0%');
    expect(header).not.toHaveTextContent(/\b0s\b/);
  });

  it('the listing line says "new store" too', () => {
    const { container } = render(<MerchantKpiLine kpi={fresh} />);
    expect(container).toHaveTextContent(format('market.kpi.newStore'));
    expect(container).not.toHaveTextContent('0%');
    expect(container).not.toHaveTextContent(/\b0s\b/);
  });

  it('a store with orders keeps its figures', () => {
    render(<StoreHeader store={store(busy)} />);
    const header = screen.getByTestId('store-header');
    expect(header).toHaveTextContent('98.12%');
    expect(header).not.toHaveTextContent(format('market.kpi.newStore'));
  });
});
