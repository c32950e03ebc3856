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

/**
 * The supplier's delivery dialog, opened from the order's Deliver button: its fields and their
 * messages, what it sends, every typed value kept when the server refuses, and one delivery per
 * click burst.
 */
import OrderActions, { OrderActionsProvider } from '@/pages/order/components/OrderActions';
import { deliverOrder } from '@/services/order';
import { RequestError } from '@/utils/request';
import { StyleProvider } from '@ant-design/cssinjs';
import { toast } from '@/utils/toast';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { format } from '../umiMock';
import { makeOrder } from './orderFixture';

const deliver = deliverOrder as unknown as jest.Mock;
const success = toast.success as jest.Mock;
const failure = toast.error as jest.Mock;

// types inferred through a local alias: the jest.mock transform cannot take imported types
const orderOf = makeOrder;
type Over = NonNullable<Parameters<typeof orderOf>[0]>;

/** The seller's detail actions of an order still owed, with the dialog opened. */
async function openDialog(over: Over = {}) {
  const onChanged = jest.fn();
  const order = orderOf({ side: 'sales', status: 'TO_DELIVER', actions: ['DELIVER', 'REMARK'], undeliveredQuantity: 60, ...over });
  render(
    // no style sheets in the document: jsdom matches every antd rule on each getComputedStyle (a
    // form item showing an error asks for its margin), seconds per dialog for a layout it lacks
    <StyleProvider mock="server">
      <OrderActionsProvider>
        <OrderActions order={order} side="sales" mode="detail" onChanged={onChanged} />
      </OrderActionsProvider>
    </StyleProvider>,
  );
  fireEvent.click(screen.getByTestId('action-DELIVER'));
  const title = await screen.findByText(format('trade.deliver.title', { orderNo: order.orderNo }), {}, { timeout: 5_000 });
  const dialog = title.closest('.ant-modal') as HTMLElement;
  const field = (label: string) => within(dialog).getByLabelText(format(label)) as HTMLInputElement;
  const submit = () => within(dialog).getByText(format('trade.action.DELIVER')).closest('button') as HTMLElement;
  return { onChanged, dialog, field, submit };
}

const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
const press = async (button: HTMLElement) => {
  await act(async () => fireEvent.click(button));
};

/** A call that stays open until the test lets it finish. */
function pending() {
  let resolve: (v?: unknown) => void = () => undefined;
  const promise = new Promise((res) => {
    resolve = res;
  });
  return { promise, resolve };
}

beforeAll(() => import('@ant-design/pro-components'));
beforeEach(() => {
  deliver.mockReset().mockResolvedValue({});
  success.mockClear();
  failure.mockClear();
});

describe('the delivery dialog', () => {
  it('shows what is owed and where it goes, with the owed quantity filled in', async () => {
    const { dialog, field } = await openDialog();
    expect(dialog).toHaveTextContent(format('trade.deliver.owed', { count: '60', unit: 'k gold' }));
    expect(dialog).toHaveTextContent(format('trade.deliver.receiving', { character: 'Thrall' }));
    expect(field('trade.form.quantity').value).toBe('60');
    expect(dialog).toHaveTextContent(format('trade.form.quantity.max', { max: 60 }));
    expect(field('trade.form.character').value).toBe('');
    expect(within(dialog).queryByLabelText(format('trade.form.password'))).toBeNull();
  });

  it('sends nothing and says what is missing', async () => {
    const { dialog, field, submit } = await openDialog();
    type(field('trade.form.quantity'), '');
    await press(submit());
    await within(dialog).findByText(format('trade.form.quantity.required'));
    await within(dialog).findByText(format('trade.form.character.required'));
    expect(deliver).not.toHaveBeenCalled();
  });

  it('a character name over 60 characters is refused on the field', async () => {
    const { dialog, field, submit } = await openDialog();
    type(field('trade.form.character'), 'x'.repeat(61));
    await press(submit());
    await within(dialog).findByText(format('trade.form.max60'));
    expect(deliver).not.toHaveBeenCalled();
  });

  it('sends the order number, the quantity, the character and the note, then closes and reports it', async () => {
    const { field, submit, onChanged } = await openDialog();
    type(field('trade.form.quantity'), '25');
    type(field('trade.form.character'), 'Jaina');
    type(field('trade.form.note'), 'mailbox at Ironforge');
    await press(submit());
    await waitFor(() => expect(deliver).toHaveBeenCalledTimes(1));
    expect(deliver).toHaveBeenCalledWith({
      orderNo: 'T2030001',
      quantity: 25,
      character: 'Jaina',
      account: undefined,
      password: undefined,
      note: 'mailbox at Ironforge',
    });
    await waitFor(() => expect(document.querySelector('.ant-modal')).toBeNull());
    expect(onChanged).toHaveBeenCalledTimes(1);
    expect(success).toHaveBeenCalledWith(format('trade.done.DELIVER'));
  });

  it('never delivers more than is owed: more is refused as typed, not cut down to what is owed', async () => {
    const { dialog, field, submit } = await openDialog();
    type(field('trade.form.quantity'), '150');
    fireEvent.blur(field('trade.form.quantity'));
    type(field('trade.form.character'), 'Jaina');
    await press(submit());
    await within(dialog).findByText(format('trade.form.quantity.range', { min: 1, max: 60 }));
    expect(deliver).not.toHaveBeenCalled();
    expect(field('trade.form.quantity').value).toBe('150');
  });

  it('an account order asks for the account and its password instead of a character, and sends them', async () => {
    const { dialog, field, submit } = await openDialog({ categoryKind: 'account', undeliveredQuantity: 1, unitEn: 'account' });
    expect(within(dialog).queryByLabelText(format('trade.form.character'))).toBeNull();
    await press(submit());
    await within(dialog).findByText(format('trade.form.account.required'));
    await within(dialog).findByText(format('trade.form.password.required'));
    expect(deliver).not.toHaveBeenCalled();

    type(field('trade.form.account'), 'hero@example.com');
    type(field('trade.form.password'), 's3cret');
    await press(submit());
    await waitFor(() =>
      expect(deliver).toHaveBeenCalledWith({
        orderNo: 'T2030001',
        quantity: 1,
        character: undefined,
        account: 'hero@example.com',
        password: 's3cret',
        note: undefined,
      }),
    );
  });

  it("a refused delivery keeps every typed value, puts the server's reason on its field, and sends the fix", async () => {
    deliver.mockRejectedValueOnce(
      new RequestError('Invalid input', {
        status: 400,
        kind: 'http',
        handled: false,
        body: { title: 'Invalid input', violations: [{ field: 'character', message: 'No such character on Silver Hand' }] },
      }),
    );
    const { dialog, field, submit, onChanged } = await openDialog();
    type(field('trade.form.quantity'), '30');
    type(field('trade.form.character'), 'Jaima');
    type(field('trade.form.note'), 'after 8pm');
    await press(submit());

    await within(dialog).findByText('No such character on Silver Hand');
    expect(dialog).toBeInTheDocument();
    expect(field('trade.form.quantity').value).toBe('30');
    expect(field('trade.form.character').value).toBe('Jaima');
    expect(field('trade.form.note').value).toBe('after 8pm');
    expect(failure).not.toHaveBeenCalled(); // the reason is on its field, not in a toast too
    expect(onChanged).not.toHaveBeenCalled();
    expect(success).not.toHaveBeenCalled();

    type(field('trade.form.character'), 'Jaina');
    await press(submit());
    await waitFor(() => expect(deliver).toHaveBeenCalledTimes(2));
    expect(deliver).toHaveBeenLastCalledWith(expect.objectContaining({ quantity: 30, character: 'Jaina', note: 'after 8pm' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));
  });

  it('a refusal with no field keeps the dialog and its values; the reason is shown once', async () => {
    // the pipeline showed this refusal already
    deliver.mockRejectedValueOnce(new RequestError('Order is locked', { status: 409, kind: 'http', handled: true }));
    const { dialog, field, submit, onChanged } = await openDialog();
    type(field('trade.form.character'), 'Jaina');
    await press(submit());
    await waitFor(() => expect(deliver).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(submit()).not.toHaveClass('ant-btn-loading'));
    expect(dialog).toBeInTheDocument();
    expect(field('trade.form.quantity').value).toBe('60');
    expect(field('trade.form.character').value).toBe('Jaina');
    expect(failure).not.toHaveBeenCalled();
    expect(onChanged).not.toHaveBeenCalled();
  });

  it('a double click delivers once', async () => {
    const call = pending();
    deliver.mockReturnValue(call.promise);
    const { field, submit, onChanged } = await openDialog();
    type(field('trade.form.character'), 'Jaina');
    const button = submit();
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(deliver).toHaveBeenCalled());
    await press(button);
    await act(async () => call.resolve({}));
    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));
    expect(deliver).toHaveBeenCalledTimes(1);
  });

  it('Cancel closes it without sending', async () => {
    const { dialog, field } = await openDialog();
    type(field('trade.form.character'), 'Jaina');
    fireEvent.click(dialog.querySelector('.ant-modal-close') as HTMLElement);
    await waitFor(() => expect(document.querySelector('.ant-modal')).toBeNull());
    expect(deliver).not.toHaveBeenCalled();
  });
});
