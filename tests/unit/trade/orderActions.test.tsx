jest.mock('@umijs/max', () => require('../umiMock').umiMock);
jest.mock('@/services/order', () => ({
  approveOrderChange: jest.fn(),
  cancelOrder: jest.fn(),
  cancelOrderByTimeout: jest.fn(),
  deliverOrder: jest.fn(),
  disputeOrder: jest.fn(),
  getOrder: jest.fn(),
  refundOrder: jest.fn(),
  remarkOrder: jest.fn(),
  remindOrder: jest.fn(),
  requestOrderChange: jest.fn(),
  settleOrders: jest.fn(),
  timeoutCancelOrder: jest.fn(),
  updateReceivingAccount: jest.fn(),
}));
jest.mock('@/utils/toast', () => {
  const toast = { success: jest.fn(), error: jest.fn(), info: jest.fn(), warning: jest.fn() };
  return { __esModule: true, toast, default: toast, errorToastKey: (text: string) => `toast-error:${text}` };
});
jest.mock('@/utils/chatBus', () => ({ openChat: jest.fn() }));

/**
 * The action buttons of an order (list row and detail page): which ones show for what the server
 * allows, money actions confirmed with the amount and where the money goes before anything is
 * sent, the right service call, one call per click burst, and a refused call leaving the row as it
 * was with the reason shown once.
 */
import OrderActions, { OrderActionsProvider } from '@/pages/order/components/OrderActions';
import * as service from '@/services/order';
import { openChat } from '@/utils/chatBus';
import { RequestError } from '@/utils/request';
import { StyleProvider } from '@ant-design/cssinjs';
import { toast } from '@/utils/toast';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Modal } from 'antd';
import { format, state } from '../umiMock';
import { makeOrder } from './orderFixture';

const calls = service as unknown as Record<string, jest.Mock>;
const success = toast.success as jest.Mock;
const failure = toast.error as jest.Mock;

type Side = 'purchase' | 'sales';
// types inferred through a local alias: the jest.mock transform cannot take imported types
const orderOf = makeOrder;
type Over = NonNullable<Parameters<typeof orderOf>[0]>;

function show(side: Side, over: Over, mode: 'row' | 'detail' = 'row') {
  const onChanged = jest.fn();
  const order = orderOf({ side, ...over });
  const view = render(
    // no style sheets in the document: jsdom matches every antd rule on each getComputedStyle (the
    // dialogs' scroll lock measures a scrollbar), a second per dialog for a layout it lacks
    <StyleProvider mock="server">
      <OrderActionsProvider>
        <div data-testid="row">
          <OrderActions order={order} side={side} mode={mode} onChanged={onChanged} />
        </div>
      </OrderActionsProvider>
    </StyleProvider>,
  );
  return { onChanged, order, view };
}

/** data-testid of every button in the action cell, in order. */
const buttonIds = () => [...screen.getByTestId('order-actions').querySelectorAll('button')].map((b) => b.getAttribute('data-testid'));

/** The row's "more" menu, opened the way a user does (hover mounts it, click opens it). */
async function menuTexts(): Promise<string[]> {
  const more = screen.getByTestId('action-more');
  fireEvent.mouseEnter(more);
  fireEvent.click(screen.getByTestId('action-more'));
  await waitFor(() => expect(document.querySelector('.ant-dropdown-menu-item')).not.toBeNull());
  return [...document.querySelectorAll('.ant-dropdown-menu-item')].map((i) => i.textContent ?? '');
}

const click = (action: string) => fireEvent.click(screen.getByTestId(`action-${action}`));
const text = (action: string) => format(`trade.action.${action}`);

/** A call that stays open until the test lets it finish. */
function pending() {
  let resolve: (v?: unknown) => void = () => undefined;
  let reject: (e: unknown) => void = () => undefined;
  const promise = new Promise((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

beforeEach(() => {
  Object.values(calls)
    .filter((m) => jest.isMockFunction(m))
    .forEach((m) => m.mockReset().mockResolvedValue({}));
  success.mockClear();
  failure.mockClear();
  (openChat as jest.Mock).mockClear();
  state.pathname = '/en/order/sold';
});
afterEach(async () => {
  Modal.destroyAll();
});

describe('which actions an order shows', () => {
  // the server's answer per side and status, in the order mock/_db/trade/machine.ts RULES gives them
  const cases: [string, Side, Over, string[], string[]][] = [
    [
      'buyer, unpaid',
      'purchase',
      { status: 'UN_PAID', actions: ['PAY', 'CANCEL', 'RECEIVING_ACCOUNT', 'REMARK'] },
      ['PAY'],
      ['CANCEL', 'RECEIVING_ACCOUNT', 'REMARK'],
    ],
    [
      'seller, unpaid past the pay deadline',
      'sales',
      { status: 'UN_PAID', actions: ['CANCEL', 'TIMEOUT_CANCEL', 'REMARK'] },
      ['TIMEOUT_CANCEL'],
      ['CANCEL', 'REMARK'],
    ],
    [
      'seller, to deliver',
      'sales',
      { status: 'TO_DELIVER', actions: ['CANCEL', 'DELIVER', 'REQUEST_CHANGE', 'REFUND', 'DISPUTE', 'REMARK'] },
      ['DELIVER'],
      ['CANCEL', 'REQUEST_CHANGE', 'REFUND', 'DISPUTE', 'REMARK'],
    ],
    [
      'buyer, to deliver past the delivery deadline',
      'purchase',
      { status: 'TO_DELIVER', actions: ['CANCEL_BY_TIMEOUT', 'REMIND', 'REQUEST_CHANGE', 'RECEIVING_ACCOUNT', 'DISPUTE', 'REMARK'] },
      ['CANCEL_BY_TIMEOUT', 'REMIND'],
      ['REQUEST_CHANGE', 'RECEIVING_ACCOUNT', 'DISPUTE', 'REMARK'],
    ],
    [
      'buyer, delivered',
      'purchase',
      { status: 'DELIVERED', actions: ['SETTLE', 'REQUEST_CHANGE', 'DISPUTE', 'REMARK'] },
      ['SETTLE'],
      ['REQUEST_CHANGE', 'DISPUTE', 'REMARK'],
    ],
    [
      "seller, delivered, the buyer's refund request waiting",
      'sales',
      { status: 'DELIVERED', changePending: true, actions: ['APPROVE_CHANGE', 'DISPUTE', 'REMARK'] },
      ['APPROVE_CHANGE'],
      ['DISPUTE', 'REMARK'],
    ],
    ['buyer, completed', 'purchase', { status: 'COMPLETED', actions: ['REMARK', 'REVIEW'] }, [], ['REMARK', 'REVIEW']],
    ['seller, cancelled by the buyer', 'sales', { status: 'CANCELED_BUYER', actions: ['REMARK'] }, [], ['REMARK']],
  ];

  it.each(cases)('%s: the urgent ones as buttons, the rest and Chat in the menu', async (_name, side, over, buttons, menu) => {
    show(side, over);
    expect(buttonIds()).toEqual([...buttons.map((a) => `action-${a}`), 'action-more']);
    buttons.forEach((a) => expect(screen.getByTestId(`action-${a}`)).toHaveTextContent(text(a)));
    // a finished order can also be moved to the archive
    const finished = over.status === 'COMPLETED' || String(over.status).startsWith('CANCELED');
    expect(await menuTexts()).toEqual([...menu.map(text), text('CHAT'), ...(finished ? [format('trade.archive.action')] : [])]);
  });

  it('a row shows at most two buttons', () => {
    show('purchase', { status: 'UN_PAID', actions: ['PAY', 'TIMEOUT_CANCEL', 'REMIND', 'CANCEL'] });
    expect(buttonIds()).toEqual(['action-PAY', 'action-TIMEOUT_CANCEL', 'action-more']);
  });

  it('the detail page shows every action as a button, then Chat', () => {
    const actions = ['CANCEL', 'DELIVER', 'REQUEST_CHANGE', 'REFUND', 'DISPUTE', 'REMARK'] as const;
    show('sales', { status: 'TO_DELIVER', actions: [...actions] }, 'detail');
    expect(buttonIds()).toEqual([...actions.map((a) => `action-${a}`), 'action-CHAT']);
    expect(screen.queryByTestId('action-more')).toBeNull();
  });

  it("Chat opens the conversation with the counterparty about this order, on the side's channel", async () => {
    show('sales', { status: 'TO_DELIVER', actions: ['DELIVER'], counterparty: { id: '11', name: 'buyer' } });
    fireEvent.mouseEnter(screen.getByTestId('action-more'));
    fireEvent.click(screen.getByTestId('action-more'));
    fireEvent.click(await screen.findByText(text('CHAT')));
    expect(openChat).toHaveBeenCalledWith({ side: 'sales', orderNo: 'T2030001', counterpartyId: '11' });
  });
});

/** The money confirmation: its amount and route, nothing sent yet. */
async function moneyConfirmShows(amount: string, route: string) {
  const box = await screen.findByTestId('money-confirm');
  expect(within(box).getByTestId('money-confirm-amount')).toHaveTextContent(amount);
  expect(within(box).getByTestId('money-confirm-method')).toHaveTextContent(format(`trade.moneyConfirm.via.${route}`));
  return box;
}

const confirmOk = async () => {
  await act(async () => fireEvent.click(await screen.findByTestId('confirm-ok')));
};
const confirmBack = async () => {
  const back = (await screen.findByText(format('trade.confirm.cancel'))).closest('button') as HTMLElement;
  await act(async () => fireEvent.click(back));
};

describe('money actions ask with the amount and the route first', () => {
  it('confirming receipt pays the escrow to the seller only after OK', async () => {
    const { onChanged } = show('purchase', { status: 'DELIVERED', actions: ['SETTLE', 'REMARK'] });
    click('SETTLE');
    await moneyConfirmShows('¥410', 'TO_SELLER');
    expect(calls.settleOrders).not.toHaveBeenCalled();

    await confirmOk();
    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));
    expect(calls.settleOrders).toHaveBeenCalledTimes(1);
    expect(calls.settleOrders).toHaveBeenCalledWith(['T2030001']);
    expect(success).toHaveBeenCalledWith(format('trade.done.SETTLE'));
  });

  it('the buyer cancelling a paid order is confirmed as money back to the balance; Back sends nothing', async () => {
    const { onChanged } = show('purchase', { status: 'TO_DELIVER', amount: '43.20', actions: ['CANCEL', 'REMIND'] }, 'detail');
    click('CANCEL');
    const box = await moneyConfirmShows('¥43.2', 'TO_BALANCE');
    expect(box).toHaveTextContent(format('trade.confirm.refundNote', { amount: '¥43.2' }));
    await confirmBack();
    await waitFor(() => expect(screen.queryByTestId('money-confirm')).toBeNull());
    expect(calls.cancelOrder).not.toHaveBeenCalled();
    expect(onChanged).not.toHaveBeenCalled();

    click('CANCEL');
    await moneyConfirmShows('¥43.2', 'TO_BALANCE');
    await confirmOk();
    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));
    expect(calls.cancelOrder).toHaveBeenCalledWith('T2030001', 'purchase');
  });

  it('cancelling for late delivery returns the money to the balance after OK', async () => {
    show('purchase', { status: 'TO_DELIVER', actions: ['CANCEL_BY_TIMEOUT', 'REMIND'] });
    click('CANCEL_BY_TIMEOUT');
    await moneyConfirmShows('¥410', 'TO_BALANCE');
    expect(calls.cancelOrderByTimeout).not.toHaveBeenCalled();
    await confirmOk();
    await waitFor(() => expect(calls.cancelOrderByTimeout).toHaveBeenCalledWith('T2030001'));
    expect(success).toHaveBeenCalledWith(format('trade.done.CANCEL_BY_TIMEOUT'));
  });

  it('cancelling an unpaid order moves no money: a plain confirmation, then the call for this side', async () => {
    show('sales', { status: 'UN_PAID', actions: ['CANCEL', 'REMARK'] }, 'detail');
    click('CANCEL');
    await screen.findByText(format('trade.confirm.CANCEL', { orderNo: 'T2030001', refund: '' }).trim());
    expect(screen.queryByTestId('money-confirm')).toBeNull();
    expect(calls.cancelOrder).not.toHaveBeenCalled();
    await confirmOk();
    await waitFor(() => expect(calls.cancelOrder).toHaveBeenCalledWith('T2030001', 'sales'));
  });

  it('cancelling past the pay deadline is confirmed, then sent for this side', async () => {
    show('sales', { status: 'UN_PAID', actions: ['CANCEL', 'TIMEOUT_CANCEL'] });
    click('TIMEOUT_CANCEL');
    await screen.findByText(format('trade.confirm.TIMEOUT_CANCEL', { orderNo: 'T2030001' }));
    expect(calls.timeoutCancelOrder).not.toHaveBeenCalled();
    await confirmOk();
    await waitFor(() => expect(calls.timeoutCancelOrder).toHaveBeenCalledWith('T2030001', 'sales'));
  });

  it('a reminder moves no money: it is sent on the click', async () => {
    const { onChanged } = show('purchase', { status: 'TO_DELIVER', actions: ['REMIND'] });
    click('REMIND');
    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));
    expect(calls.remindOrder).toHaveBeenCalledWith('T2030001');
    expect(screen.queryByTestId('money-confirm')).toBeNull();
    expect(success).toHaveBeenCalledWith(format('trade.done.REMIND'));
  });
});

describe('a running action', () => {
  it('a double click sends one reminder; the buttons are disabled until it answers', async () => {
    const call = pending();
    calls.remindOrder.mockReturnValue(call.promise);
    const { onChanged } = show('purchase', { status: 'TO_DELIVER', actions: ['CANCEL_BY_TIMEOUT', 'REMIND'] });
    click('REMIND');
    click('REMIND');
    expect(calls.remindOrder).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('action-REMIND')).toBeDisabled();
    expect(screen.getByTestId('action-REMIND')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByTestId('action-CANCEL_BY_TIMEOUT')).toBeDisabled();

    await act(async () => call.resolve({}));
    await waitFor(() => expect(screen.getByTestId('action-REMIND')).toBeEnabled());
    expect(onChanged).toHaveBeenCalledTimes(1);
  });

  it('an action picked from the menu while another runs is not sent', async () => {
    const call = pending();
    calls.remindOrder.mockReturnValue(call.promise);
    show('purchase', { status: 'TO_DELIVER', actions: ['REMIND', 'CANCEL'] });
    click('REMIND');
    expect(await menuTexts()).toEqual([text('CANCEL'), text('CHAT')]);
    fireEvent.click(screen.getByText(text('CANCEL')));
    await moneyConfirmShows('¥410', 'TO_BALANCE');
    await confirmOk();
    expect(calls.cancelOrder).not.toHaveBeenCalled();
    await act(async () => call.resolve({}));
    expect(calls.remindOrder).toHaveBeenCalledTimes(1);
  });

  it('OK clicked twice on a money confirmation settles once', async () => {
    const call = pending();
    calls.settleOrders.mockReturnValue(call.promise);
    show('purchase', { status: 'DELIVERED', actions: ['SETTLE'] }, 'detail');
    click('SETTLE');
    await moneyConfirmShows('¥410', 'TO_SELLER');
    const ok = screen.getByTestId('confirm-ok');
    fireEvent.click(ok);
    fireEvent.click(ok);
    await act(async () => call.resolve([]));
    await waitFor(() => expect(success).toHaveBeenCalledTimes(1));
    expect(calls.settleOrders).toHaveBeenCalledTimes(1);
  });
});

describe('a refused call', () => {
  it('leaves the row as it was, shows the reason once and can be tried again', async () => {
    // a reason the pipeline did not show (a silent call): the action shows it
    calls.remindOrder.mockRejectedValueOnce(new RequestError('Reminded a minute ago', { status: 400, kind: 'http', handled: false }));
    const { onChanged } = show('purchase', { status: 'TO_DELIVER', actions: ['CANCEL_BY_TIMEOUT', 'REMIND'] });
    click('REMIND');
    await waitFor(() => expect(failure).toHaveBeenCalledWith('Reminded a minute ago'));
    expect(failure).toHaveBeenCalledTimes(1);
    expect(success).not.toHaveBeenCalled();
    expect(onChanged).not.toHaveBeenCalled();
    expect(buttonIds()).toEqual(['action-CANCEL_BY_TIMEOUT', 'action-REMIND', 'action-more']);
    await waitFor(() => expect(screen.getByTestId('action-REMIND')).toBeEnabled());

    click('REMIND');
    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));
    expect(calls.remindOrder).toHaveBeenCalledTimes(2);
  });

  it('a refusal the pipeline already showed is not shown a second time', async () => {
    calls.settleOrders.mockRejectedValueOnce(new RequestError('Order is in dispute', { status: 400, kind: 'http', handled: true }));
    const { onChanged } = show('purchase', { status: 'DELIVERED', actions: ['SETTLE', 'REMARK'] }, 'detail');
    click('SETTLE');
    await moneyConfirmShows('¥410', 'TO_SELLER');
    await confirmOk();
    await waitFor(() => expect(calls.settleOrders).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.getByTestId('action-SETTLE')).toBeEnabled());
    expect(failure).not.toHaveBeenCalled();
    expect(success).not.toHaveBeenCalled();
    expect(onChanged).not.toHaveBeenCalled();
    expect(screen.getByTestId('action-REMARK')).toBeEnabled();
  });
});

describe('dialog actions', () => {
  it('a remark is saved for this side with the typed text', async () => {
    const { onChanged } = show('sales', { status: 'TO_DELIVER', actions: ['REMARK'], remark: 'old' }, 'detail');
    click('REMARK');
    // the dialog's module (ProForm's ModalForm) is imported on first use: the first import here can take seconds
    const box = (await screen.findByText(format('trade.remark.title'), {}, { timeout: 10_000 })).closest('.ant-modal') as HTMLElement;
    const input = within(box).getByLabelText(format('trade.form.remark')) as HTMLTextAreaElement;
    expect(input.value).toBe('old');
    fireEvent.change(input, { target: { value: 'call before delivery' } });
    await act(async () => fireEvent.click(box.querySelector('.ant-modal-footer .ant-btn-primary') as HTMLElement));
    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));
    expect(calls.remarkOrder).toHaveBeenCalledWith('T2030001', 'sales', 'call before delivery');
  });
});
