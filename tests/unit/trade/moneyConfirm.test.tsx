jest.mock('@umijs/max', () => ({
  ...require('../umiMock').umiMock,
  useSearchParams: () => [new URLSearchParams(require('../umiMock').state.search), jest.fn()],
}));
jest.mock('@/services/payment', () => ({
  getPaymentMethods: jest.fn(async () => [
    { code: 'BALANCE', name: '余额支付', nameEn: 'Balance', channel: 'BALANCE', enabled: true, available: '10000.00' },
    { code: 'ALIPAY', name: '支付宝', nameEn: 'Alipay', channel: 'GATEWAY', enabled: true },
  ]),
  getLastPaymentRecord: jest.fn(async () => ({ method: 'BALANCE' })),
  getPaymentBatch: jest.fn(),
  pay: jest.fn(async () => ({ batchNo: 'PB1' })),
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
  rechargeDeposit: jest.fn(async () => ({ batchNo: 'DB1', type: 'deposit' })),
}));
jest.mock('@/services/reseller', () => ({ syncResellerMerchant: jest.fn() }));

/**
 * Money never moves on one click: paying an order and paying the receiver deposit first show the
 * amount (money format) and the method, and act only when confirmed.
 */
import ResellerOnboarding from '@/pages/demand/auth';
import PayModal from '@/pages/order/components/PayModal';
import { rechargeDeposit } from '@/services/deposit';
import { pay } from '@/services/payment';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Modal } from 'antd';
import { format, state } from '../umiMock';

const payMock = pay as unknown as jest.Mock;
const rechargeMock = rechargeDeposit as unknown as jest.Mock;

beforeEach(() => {
  payMock.mockClear();
  rechargeMock.mockClear();
  state.store = { user: { currentUser: { id: '1', puid: '0' }, status: 'loaded' }, fund: {} };
  state.search = '';
});
afterEach(async () => {
  // a confirmation is a static modal: it outlives the rendered component
  Modal.destroyAll();
  await waitFor(() => expect(document.querySelector('[data-testid="money-confirm"]')).toBeNull());
});

async function confirmShows(amount: string, method: string) {
  await screen.findByTestId('money-confirm');
  expect(screen.getByTestId('money-confirm-amount')).toHaveTextContent(amount);
  expect(screen.getByTestId('money-confirm-method')).toHaveTextContent(method);
}

describe('paying an order from the balance', () => {
  it('asks with the amount and the method before paying, and pays once confirmed', async () => {
    const onPaid = jest.fn();
    const order = { orderNo: 'T1001', amount: '410.00' } as never;
    render(<PayModal order={order} open onClose={jest.fn()} onPaid={onPaid} />);
    const submit = await screen.findByTestId('pay-submit');
    await waitFor(() => expect(submit).toBeEnabled());
    fireEvent.click(submit);

    await confirmShows('¥410', format('trade.payment.method.BALANCE'));
    expect(payMock).not.toHaveBeenCalled();

    fireEvent.click(screen.getByTestId('money-confirm-ok'));
    await waitFor(() => expect(payMock).toHaveBeenCalledWith({ orderNos: ['T1001'], paymentMethod: 'BALANCE' }));
    await waitFor(() => expect(onPaid).toHaveBeenCalledWith('PB1'));
  });

  it('a cancelled confirmation pays nothing', async () => {
    render(<PayModal order={{ orderNo: 'T1002', amount: '43.2' } as never} open onClose={jest.fn()} onPaid={jest.fn()} />);
    const submit = await screen.findByTestId('pay-submit');
    await waitFor(() => expect(submit).toBeEnabled());
    fireEvent.click(submit);
    await confirmShows('¥43.2', format('trade.payment.method.BALANCE'));
    fireEvent.click(screen.getByText('Back'));
    await new Promise((r) => setTimeout(r, 50));
    expect(payMock).not.toHaveBeenCalled();
  });
});

describe('paying the receiver deposit during onboarding', () => {
  it('asks with ¥200 and the method before paying', async () => {
    state.search = 'step=recharge';
    render(<ResellerOnboarding />);
    fireEvent.click(await screen.findByTestId('pay-method-ALIPAY'));
    fireEvent.click(screen.getByTestId('recharge-pay'));

    await confirmShows('¥200', format('trade.payment.method.ALIPAY'));
    expect(rechargeMock).not.toHaveBeenCalled();

    fireEvent.click(screen.getByTestId('money-confirm-ok'));
    await waitFor(() => expect(rechargeMock).toHaveBeenCalledWith({ amount: '200.00', paymentMethod: 'ALIPAY' }));
  });
});
