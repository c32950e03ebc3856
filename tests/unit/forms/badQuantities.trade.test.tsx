jest.mock('@umijs/max', () => ({
  ...require('../umiMock').umiMock,
  useSearchParams: () => [new URLSearchParams(require('../umiMock').state.search), jest.fn()],
}));
jest.mock('@/utils/toast', () => {
  const toast = { success: jest.fn(), error: jest.fn(), info: jest.fn(), warning: jest.fn() };
  return { __esModule: true, toast, default: toast, errorToastKey: (text: string) => `toast-error:${text}` };
});
jest.mock('@/services/order', () => ({ getOrder: jest.fn() }));
jest.mock('@/services/bargaining', () => ({
  queryBuyerBargainings: jest.fn(async () => ({ records: [], total: 0, current: 1, size: 50 })),
}));
jest.mock('@/services/payment', () => ({
  pay: jest.fn(async () => ({})),
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
jest.mock('@/services/market', () => ({
  getShopCommodity: jest.fn(),
  getShopDemand: jest.fn(),
}));

/**
 * Trade quantities (delivery, refund, change request, buying from a commodity, selling into a
 * demand) driven by the one table of bad values (./badValues.ts): each is refused on the spot with
 * the rule's words, nothing is sent, the value stays as typed; a good value goes out as a number.
 */
import CheckoutCommodity from '@/pages/checkout/commodity';
import CheckoutDemand from '@/pages/checkout/demand';
import DeliverModal from '@/pages/order/components/DeliverModal';
import { ChangeModal } from '@/pages/order/components/OrderModals';
import { getShopCommodity, getShopDemand } from '@/services/market';
import { createBuyerOrder, createSellerOrder } from '@/services/trade';
import { StyleProvider } from '@ant-design/cssinjs';
import { render, screen, waitFor } from '@testing-library/react';
import { Modal } from 'antd';
import { moneyText } from '@/components/MoneyText';
import { format, state } from '../umiMock';
import { makeListing } from '../fixtures';
import { makeOrder } from '../trade/orderFixture';
import { BAD_NUMBERS, click, expectError, expectations, type, valueOf } from './badValues';

const buy = createBuyerOrder as unknown as jest.Mock;
const sell = createSellerOrder as unknown as jest.Mock;
const commodity = getShopCommodity as unknown as jest.Mock;
const demand = getShopDemand as unknown as jest.Mock;

// types inferred: the jest.mock transform cannot take imported types

// no style sheets in the document: jsdom matches every antd rule on each getComputedStyle
const show = (ui: JSX.Element) => render(<StyleProvider mock="server">{ui}</StyleProvider>);
/** The range rule's words, or the required rule's for a blank value. */
const rangeMessage = (min: number, max: number) => (typed: string) =>
  typed.trim() === '' ? format('trade.form.quantity.required') : format('trade.form.quantity.range', { min, max });

beforeAll(() => import('@ant-design/pro-components'));
afterEach(async () => {
  [buy, sell].forEach((m) => m.mockReset());
  Modal.destroyAll();
  await waitFor(() => expect(document.querySelector('[data-testid="money-confirm"]')).toBeNull());
});

describe('order dialogs', () => {
  const order = makeOrder({ side: 'sales', status: 'TO_DELIVER', undeliveredQuantity: 60, quantity: 100, refundedQuantity: 10 });

  function dialog(ui: JSX.Element, submitText: string) {
    show(ui);
    const quantity = () => screen.getByLabelText(format('trade.form.quantity'));
    const submit = () => screen.getByText(format(submitText)).closest('button') as HTMLElement;
    return { quantity, submit };
  }

  describe('deliver', () => {
    const open = () => {
      const onSubmit = jest.fn(async () => undefined);
      return { onSubmit, ...dialog(<DeliverModal order={order} open onClose={jest.fn()} onSubmit={onSubmit} />, 'trade.action.DELIVER') };
    };

    it.each(expectations(rangeMessage(1, 60)))('%j: refused as typed, the character stays', async (typed, message) => {
      const { onSubmit, quantity, submit } = open();
      type(screen.getByLabelText(format('trade.form.character')), 'Jaina');
      type(quantity(), typed);
      await click(submit());
      await expectError(quantity(), message);
      expect(onSubmit).not.toHaveBeenCalled();
      expect(valueOf(quantity())).toBe(typed);
      expect(valueOf(screen.getByLabelText(format('trade.form.character')))).toBe('Jaina');
    });

    it('a good quantity goes out as a number', async () => {
      const { onSubmit, quantity, submit } = open();
      type(screen.getByLabelText(format('trade.form.character')), 'Jaina');
      type(quantity(), ' 25 ');
      await click(submit());
      await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ quantity: 25, character: 'Jaina' })));
    });
  });

  describe.each([
    ['refund', 'trade.action.REFUND', 60],
    ['request', 'trade.form.submit', 90],
  ] as const)('%s', (mode, submitText, max) => {
    const open = () => {
      const onSubmit = jest.fn(async () => undefined);
      return { onSubmit, ...dialog(<ChangeModal mode={mode} order={order} open onClose={jest.fn()} onSubmit={onSubmit} />, submitText) };
    };

    it.each(expectations(rangeMessage(1, max)))('%j: refused as typed', async (typed, message) => {
      const { onSubmit, quantity, submit } = open();
      type(quantity(), typed);
      await click(submit());
      await expectError(quantity(), message);
      expect(onSubmit).not.toHaveBeenCalled();
      expect(valueOf(quantity())).toBe(typed);
    });

    it('a good quantity goes out as a number, its amount shown', async () => {
      const { onSubmit, quantity, submit } = open();
      type(quantity(), '5');
      if (mode === 'request') type(screen.getByLabelText(format('trade.form.reason')), 'Short of stock');
      expect(await screen.findByText(`${format('trade.detail.refundedAmount')}: ${moneyText('20.5')}`)).toBeInTheDocument();
      await click(submit());
      await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ quantity: 5 })));
    });
  });
});

describe('checkout quantities', () => {
  const listing = makeListing();

  describe('buying a commodity', () => {
    beforeEach(() => {
      state.search = 'commodityId=C1';
      commodity.mockReset().mockResolvedValue(listing);
    });
    const quantity = () => screen.getByTestId('checkout-quantity');
    const character = () => screen.getByTestId('checkout-character');
    const total = () => screen.getByText(format('trade.checkout.total')).closest('.ant-statistic') as HTMLElement;
    async function open() {
      show(<CheckoutCommodity />);
      await waitFor(() => expect(screen.getByTestId('checkout-submit')).toBeEnabled(), { timeout: 5000 });
      type(character(), 'Thrall');
      await click(screen.getByTestId('checkout-agree'));
    }

    it.each(expectations(rangeMessage(2, 30)))('%j: refused as typed, no total, nothing confirmed or sent', async (typed, message) => {
      await open();
      type(quantity(), typed);
      expect(total()).toHaveTextContent(/¥0(\.00)?$/);
      await click(screen.getByTestId('checkout-submit'));
      await expectError(quantity(), message);
      expect(screen.queryByTestId('money-confirm')).toBeNull();
      expect(buy).not.toHaveBeenCalled();
      expect([valueOf(quantity()), valueOf(character())]).toEqual([typed, 'Thrall']);
    });

    it('a good quantity is totalled, confirmed and sent as a number', async () => {
      buy.mockResolvedValueOnce({ batchNo: 'B1', orderNo: 'T1' });
      await open();
      type(quantity(), '5');
      await waitFor(() => expect(total()).toHaveTextContent(/¥100(\.00)?$/));
      await click(screen.getByTestId('checkout-submit'));
      await click(await screen.findByTestId('money-confirm-ok'));
      await waitFor(() => expect(buy).toHaveBeenCalledWith(expect.objectContaining({ commodityId: 'C1', quantity: 5 })));
    });
  });

  describe('selling into a demand', () => {
    beforeEach(() => {
      state.search = 'demandId=D1';
      demand.mockReset().mockResolvedValue({
        ...listing,
        id: 'D1',
        resellerId: '10001',
        quantity: 100,
        receivedQuantity: 80,
        remainingQuantity: 20,
        depositPaid: true,
      });
    });
    const quantity = () => screen.getByTestId('sell-quantity');
    const character = () => screen.getByLabelText(format('trade.checkout.deliveryCharacter'));
    const submit = () => screen.getByText(format('trade.checkout.submitSell')).closest('button') as HTMLElement;
    async function open() {
      show(<CheckoutDemand />);
      await waitFor(() => expect(submit()).toBeEnabled(), { timeout: 5000 });
      type(character(), 'Jaina');
    }

    it.each(expectations(rangeMessage(2, 20)))('%j: refused as typed, nothing sent', async (typed, message) => {
      await open();
      type(quantity(), typed);
      await click(submit());
      await expectError(quantity(), message);
      expect(sell).not.toHaveBeenCalled();
      expect([valueOf(quantity()), valueOf(character())]).toEqual([typed, 'Jaina']);
    });

    it('a good quantity is sent as a number', async () => {
      sell.mockResolvedValueOnce({ orderNo: 'T9' });
      await open();
      type(quantity(), '20');
      await click(submit());
      await waitFor(() => expect(sell).toHaveBeenCalledWith(expect.objectContaining({ demandId: 'D1', quantity: 20 })));
    });
  });

  it('every bad value of the table is tried', () => {
    expect(BAD_NUMBERS).toEqual(expect.arrayContaining(['-3', 'abc', '1e5', '12.345', '99999999999999999999']));
  });
});
