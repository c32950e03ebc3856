jest.mock('@umijs/max', () => require('../umiMock').umiMock);

/** An order's Review button carries the order to the review page, so its number is never typed by hand. */
import OrderActions from '@/pages/order/components/OrderActions';
import { history } from '@umijs/max';
import { fireEvent, render, screen } from '@testing-library/react';
import { state } from '../umiMock';

const order = (orderNo: string) =>
  ({ orderNo, amount: '10.00', status: 'COMPLETED', actions: ['REVIEW'], counterparty: { id: '2' } }) as never;
const push = history.push as jest.Mock;

describe("the order's Review button", () => {
  beforeEach(() => push.mockClear());

  it('opens the buyer review form for this order', () => {
    state.pathname = '/zh_CN/order/purchased';
    render(<OrderActions order={order('PO 2026/01')} side="purchase" mode="detail" onChanged={jest.fn()} />);
    fireEvent.click(screen.getByTestId('action-REVIEW'));
    expect(push).toHaveBeenCalledWith('/zh_CN/reseller/comment?orderNo=PO%202026%2F01');
  });

  it("shows the seller this order's review", () => {
    state.pathname = '/en/order/detail';
    render(<OrderActions order={order('SO77')} side="sales" mode="detail" onChanged={jest.fn()} />);
    fireEvent.click(screen.getByTestId('action-REVIEW'));
    expect(push).toHaveBeenCalledWith('/en/supplier/comment?keyword=SO77');
  });
});
