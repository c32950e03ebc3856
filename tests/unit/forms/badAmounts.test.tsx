jest.mock('@umijs/max', () => ({
  ...require('../umiMock').umiMock,
  useSearchParams: () => [new URLSearchParams(require('../umiMock').state.search), jest.fn()],
}));
jest.mock('@/utils/toast', () => {
  const toast = { success: jest.fn(), error: jest.fn(), info: jest.fn(), warning: jest.fn() };
  return { __esModule: true, toast, default: toast, errorToastKey: (text: string) => `toast-error:${text}` };
});
jest.mock('@/services/withdrawal', () => ({ applyWithdrawal: jest.fn(), sendWithdrawalCode: jest.fn() }));
jest.mock('@/services/commodity', () => ({ getLastCommodity: jest.fn() }));
jest.mock('@/services/oss', () => ({ uploadFile: jest.fn() }));
jest.mock('@/services/demand', () => ({ quickModifyDemand: jest.fn(), quickModifyDemandPay: jest.fn() }));
jest.mock('@/services/bargaining', () => ({
  applyBargaining: jest.fn(),
  cancelBargaining: jest.fn(),
  queryBuyerBargainings: jest.fn(async () => ({ records: [], total: 0, current: 1, size: 20 })),
}));
jest.mock('@/services/trade', () => ({
  getCheatState: jest.fn(async () => ({ counterpartyId: '10002', state: 'NORMAL', validated: false })),
  checkWarning: jest.fn(async () => ({ counterpartyId: '10002', state: 'NORMAL', validated: false })),
  confirmCheatWarning: jest.fn(),
}));
jest.mock('@/services/market', () => ({
  searchGames: jest.fn(async () => [{ id: '101', name: '魔兽世界', nameEn: 'World of Warcraft', categories: [] }]),
  listServer: jest.fn(async () => [{ id: '10101', gameId: '101', name: '白银之手', nameEn: 'Silver Hand' }]),
  listCategory: jest.fn(async () => [
    { id: '1011', gameId: '101', name: '金币', nameEn: 'Gold', kind: 'gold', unit: '金', unitEn: 'gold' },
  ]),
  listAttribute: jest.fn(async () => []),
  getAttributeValues: jest.fn(async () => []),
  listSkuUnitValue: jest.fn(async () => []),
  getPrepaidConfigByGameId: jest.fn(async () => ({ gameId: '101', enabled: false, denominations: [], discount: '1' })),
  getShopCommodity: jest.fn(async () => require('../fixtures').makeListing()),
}));

/**
 * Nothing typed is lost (the client half of the bad-input battery, tests/unit/mock/badInputs.test.ts):
 * money and quantity fields refuse a bad value on the spot with the shared rule's words, the submit
 * sends nothing, the value stays as typed and every other field keeps its value; when the server
 * answers 400 with field violations, the fields show them and keep their values. (useSubmit's own
 * test proves the generic half for any form: tests/unit/app/useSubmit.test.tsx.)
 */
import { priceText } from '@/components/MoneyText';
import CheckoutBargaining from '@/pages/checkout/bargaining';
import CommodityForm from '@/pages/commodity/components/CommodityForm';
import QuickModifyModal from '@/pages/demand/components/QuickModifyModal';
import WithdrawalForm from '@/pages/user/components/WithdrawalForm';
import { applyBargaining } from '@/services/bargaining';
import { quickModifyDemand } from '@/services/demand';
import { applyWithdrawal } from '@/services/withdrawal';
import { beijingPickerValue } from '@/utils/format';
import { RequestError } from '@/utils/request';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Modal } from 'antd';
import { format, state } from '../umiMock';

const sent = {
  withdrawal: applyWithdrawal as unknown as jest.Mock,
  demand: quickModifyDemand as unknown as jest.Mock,
  bargain: applyBargaining as unknown as jest.Mock,
};

afterEach(async () => {
  Object.values(sent).forEach((m) => m.mockReset());
  Modal.destroyAll();
  await waitFor(() => expect(document.querySelector('[data-testid="money-confirm"]')).toBeNull());
});

/** A 400 as the pipeline hands it over: violations on fields. */
const refusal = (field: string, message: string) =>
  new RequestError(message, {
    status: 400,
    kind: 'http',
    handled: true,
    body: { title: 'Validation failed', detail: message, code: 'VALIDATION_FAILED', status: 400, violations: [{ field, message }] },
  });

const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
const valueOf = (input: HTMLElement) => (input as HTMLInputElement).value;
/** The error antd shows under the field of `input`, once it shows one. */
const errorOf = (input: HTMLElement) => input.closest('.ant-form-item')?.querySelector('.ant-form-item-explain-error')?.textContent ?? '';
const expectError = async (input: HTMLElement, text: string) => waitFor(() => expect(errorOf(input)).toBe(text));
const click = (el: HTMLElement) => act(async () => fireEvent.click(el));

describe('withdrawal amount', () => {
  const info = {
    balance: '8000.00',
    frozenBalance: '0.00',
    withdrawableBalance: '8000.00',
    minAmount: '10',
    maxAmount: '50000',
    dailyLimit: '200000',
    dailyUsed: '0.00',
    feeRate: '0.001',
    minFee: '1',
    phone: '138****0002',
  };
  const accounts = [
    {
      id: 'RA1',
      accountType: 'ALIPAY' as const,
      accountName: '张供货',
      accountNo: '138****0002',
      defaulted: true,
      createdAt: '2026-01-01T00:00:00Z',
    },
  ];
  const amount = () => screen.getByTestId('withdrawal-amount');
  const code = () => screen.getByTestId('withdrawal-code');

  it.each([
    ['-1', 'account.rule.amount.format', ''],
    ['0', 'account.rule.amount.min', '10'],
    ['abc', 'account.rule.amount.format', ''],
    ['12345678901234567890', 'account.rule.amount.max', '50,000'],
    ['1e5', 'account.rule.amount.format', ''],
    ['100.234', 'account.rule.amount.decimals', ''],
    [' ', 'account.rule.amount.required', ''],
  ])('%j: the field says why, nothing is sent, the code stays', async (typed, key, v) => {
    render(<WithdrawalForm info={info} accounts={accounts} onDone={jest.fn()} />);
    type(code(), '123456');
    type(amount(), typed);
    await click(screen.getByTestId('withdrawal-submit'));
    await expectError(amount(), format(key, { v }));
    expect(screen.queryByTestId('money-confirm')).toBeNull();
    expect(sent.withdrawal).not.toHaveBeenCalled();
    expect(valueOf(amount())).toBe(typed);
    expect(valueOf(code())).toBe('123456');
  });

  it("the server's 400 shows on the amount; amount and code stay", async () => {
    const message = 'More than the withdrawable balance';
    sent.withdrawal.mockRejectedValueOnce(refusal('amount', message));
    render(<WithdrawalForm info={info} accounts={accounts} onDone={jest.fn()} />);
    type(code(), '123456');
    type(amount(), '100');
    await click(screen.getByTestId('withdrawal-submit'));
    await click(await screen.findByTestId('withdrawal-confirm-ok'));
    await expectError(amount(), message);
    expect(sent.withdrawal).toHaveBeenCalledTimes(1);
    expect(valueOf(amount())).toBe('100');
    expect(valueOf(code())).toBe('123456');
  });
});

describe('commodity price and stock', () => {
  const values = {
    gameId: '101',
    serverId: '10101',
    categoryId: '1011',
    title: 'Silver Hand gold',
    unitPrice: '12.5',
    stock: 30,
    minQuantity: 1,
    maxQuantity: 10,
    tradeMethod: 'MAIL' as const,
    effectiveTime: beijingPickerValue(Date.now() + 7 * 86_400_000),
    imageList: [],
    deliveryNote: 'Mail within the hour',
    onSale: true,
  };
  const price = () => screen.getByLabelText(/^Unit price/);
  const stock = () => screen.getByLabelText(format('supplier.form.stock'));
  const title = () => screen.getByLabelText(format('supplier.form.title'));
  const rule = (key: string, values?: Record<string, unknown>) => format(key, values);

  async function refuse(field: () => HTMLElement, typed: string, message: string) {
    const onSave = jest.fn(async () => undefined);
    render(<CommodityForm mode="new" initialValues={values} onSave={onSave} />);
    type(field(), typed);
    await click(screen.getByTestId('commodity-submit'));
    await expectError(field(), message);
    expect(onSave).not.toHaveBeenCalled();
    expect(valueOf(field())).toBe(typed);
    return onSave;
  }

  it.each([
    ['-1', rule('supplier.rule.price.positive')],
    ['0', rule('supplier.rule.price.positive')],
    ['abc', rule('supplier.rule.price.number')],
    ['12345678901234567890', rule('supplier.rule.price.max', { max: '1000000' })],
    ['1e5', rule('supplier.rule.price.number')],
    ['1.23456', rule('supplier.rule.price.decimals', { decimals: 4 })],
    [' ', rule('supplier.rule.required')],
  ])('price %j: refused on the spot, stock and title stay', async (typed, message) => {
    await refuse(price, typed, message);
    expect(valueOf(stock())).toBe('30');
    expect(valueOf(title())).toBe('Silver Hand gold');
  });

  it.each([
    ['-1', rule('supplier.rule.stock.negative')],
    ['abc', rule('supplier.rule.stock.integer')],
    ['1e5', rule('supplier.rule.stock.integer')],
    ['1.5', rule('supplier.rule.stock.integer')],
    ['12345678901234567890', rule('supplier.rule.stock.max', { max: 99_999_999 })],
    [' ', rule('supplier.rule.required')],
  ])('stock %j: refused as typed (not clamped, rounded or dropped), price and title stay', async (typed, message) => {
    await refuse(stock, typed, message);
    expect(valueOf(price())).toBe('12.5');
    expect(valueOf(title())).toBe('Silver Hand gold');
  });

  it("the server's 400 shows on the price; every field keeps its value", async () => {
    const message = 'Unit price cannot exceed 1000000 yuan';
    const onSave = jest.fn(async () => Promise.reject(refusal('unitPrice', message)));
    render(<CommodityForm mode="new" initialValues={values} onSave={onSave} />);
    type(price(), '99.5');
    type(stock(), '40');
    await click(screen.getByTestId('commodity-submit'));
    await expectError(price(), message);
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(onSave.mock.calls[0]).toEqual([expect.objectContaining({ unitPrice: '99.5', stock: '40' })]);
    expect([valueOf(price()), valueOf(stock()), valueOf(title())]).toEqual(['99.5', '40', 'Silver Hand gold']);
  });
});

describe('demand price and quantity (quick modify)', () => {
  const demand = {
    id: '700001',
    title: 'Silver Hand gold wanted',
    unitPrice: '5.20',
    quantity: 500,
    receivedQuantity: 20,
    prepaid: '0.00',
    gameName: '魔兽世界',
    gameNameEn: 'World of Warcraft',
    serverName: '白银之手',
    serverNameEn: 'Silver Hand',
    categoryName: '金币',
    categoryNameEn: 'Gold',
    unit: '金',
    unitEn: 'gold',
  } as never;
  const price = () => screen.getByLabelText(format('reseller.demand.unitPrice'));
  const quantity = () => screen.getByLabelText(format('reseller.demand.quantity'));
  const apply = () => screen.getByText(format('reseller.quick.submit')).closest('button') as HTMLElement;

  async function refuse(field: () => HTMLElement, typed: string, message: string) {
    render(<QuickModifyModal demand={demand} onClose={jest.fn()} onDone={jest.fn()} />);
    type(field(), typed);
    await click(apply());
    await expectError(field(), message);
    expect(sent.demand).not.toHaveBeenCalled();
    expect(valueOf(field())).toBe(typed);
  }

  it.each(['-1', '0', 'abc', '12345678901234567890', '1e5', '1.23456', ' '])('price %j: refused, the quantity stays', async (typed) => {
    await refuse(price, typed, format('reseller.form.price.invalid'));
    expect(valueOf(quantity())).toBe('500');
  });

  it.each(['-1', '0', 'abc', '12345678901234567890', '1e5', '1.5', ' '])(
    'quantity %j: refused as typed, the price stays',
    async (typed) => {
      await refuse(quantity, typed, format('reseller.form.quantity.invalid'));
      expect(valueOf(price())).toBe('5.20');
    },
  );

  it('a quantity under what was received is refused with the floor', async () => {
    await refuse(quantity, '5', format('reseller.quick.quantityFloor', { received: 20 }));
  });

  it("the server's 400 shows on the quantity; price and quantity stay", async () => {
    const message = 'quantity must be a whole number in range';
    sent.demand.mockRejectedValueOnce(refusal('quantity', message));
    render(<QuickModifyModal demand={demand} onClose={jest.fn()} onDone={jest.fn()} />);
    type(price(), '5.5');
    type(quantity(), '1,000');
    await click(apply());
    await expectError(quantity(), message);
    expect(sent.demand).toHaveBeenCalledWith({ id: '700001', unitPrice: '5.5', quantity: 1000 });
    expect([valueOf(price()), valueOf(quantity())]).toEqual(['5.5', '1,000']);
  });
});

describe('bargaining offer', () => {
  beforeEach(() => {
    state.search = 'commodityId=C1';
  });
  const offer = () => screen.getByTestId('bargain-price');
  const quantity = () => screen.getByTestId('bargain-quantity');
  const message = () => screen.getByLabelText(format('trade.bargaining.message'));

  async function open() {
    render(<CheckoutBargaining />);
    // the page's mock answers and lazy parts arrive slowly when the machine is busy
    await waitFor(() => expect(screen.getByTestId('bargain-submit')).toBeEnabled(), { timeout: 15_000 });
    type(message(), 'Bulk buyer, regular');
  }

  it.each([
    ['-1', 'trade.bargaining.offerPrice.number'],
    ['0', 'trade.bargaining.offerPrice.number'],
    ['abc', 'trade.bargaining.offerPrice.number'],
    ['1e1', 'trade.bargaining.offerPrice.number'],
    ['12345678901234567890', 'trade.bargaining.offerPrice.below'],
    [' ', 'trade.bargaining.offerPrice.required'],
  ])('offer %j: refused, quantity and message stay', async (typed, key) => {
    await open();
    type(offer(), typed);
    await click(screen.getByTestId('bargain-submit'));
    await expectError(offer(), format(key, { price: priceText('20.00') }));
    expect(sent.bargain).not.toHaveBeenCalled();
    expect([valueOf(offer()), valueOf(quantity()), valueOf(message())]).toEqual([typed, '2', 'Bulk buyer, regular']);
  });

  it.each(['0', '-1', 'abc', '1.5', '1e1', '31'])('quantity %j: refused as typed, the offer stays', async (typed) => {
    await open();
    type(offer(), '18');
    type(quantity(), typed);
    await click(screen.getByTestId('bargain-submit'));
    await expectError(quantity(), format('trade.bargaining.quantity.range', { min: 2, max: 30 }));
    expect(sent.bargain).not.toHaveBeenCalled();
    expect([valueOf(offer()), valueOf(quantity()), valueOf(message())]).toEqual(['18', typed, 'Bulk buyer, regular']);
  });

  it("the server's 400 shows on the offer; offer, quantity and message stay", async () => {
    const text = 'Offer must be at least 10.00';
    sent.bargain.mockRejectedValueOnce(refusal('offerPrice', text));
    await open();
    type(offer(), '9.99');
    type(quantity(), '5');
    await click(screen.getByTestId('bargain-submit'));
    await expectError(offer(), text);
    expect(sent.bargain).toHaveBeenCalledWith({ commodityId: 'C1', offerPrice: '9.99', quantity: 5, message: 'Bulk buyer, regular' });
    expect([valueOf(offer()), valueOf(quantity()), valueOf(message())]).toEqual(['9.99', '5', 'Bulk buyer, regular']);
  });
});
