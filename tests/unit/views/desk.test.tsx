jest.mock('@umijs/max', () => require('../umiMock').umiMock);
jest.mock('@/utils/toast', () => {
  const toast = { success: jest.fn(), error: jest.fn(), info: jest.fn(), warning: jest.fn() };
  return { __esModule: true, toast, default: toast, errorToastKey: (text: string) => `toast-error:${text}` };
});

/**
 * The keyboard order desk (useOrderDesk) on a plain table shaped like the order list: one row in
 * the tab order and marked current, j/k and the arrows move the focus, d and r press the row's own
 * buttons (or say the action is not there), m marks read, / goes to the order-number field and Esc
 * back to the rows, ? lists the keys; keys typed in a field stay in the field.
 */
import useOrderDesk from '@/pages/order/components/useOrderDesk';
import { toast } from '@/utils/toast';
import { act, fireEvent, render, screen } from '@testing-library/react';

const ORDERS = [
  { orderNo: 'A1', deliver: true },
  { orderNo: 'B2', deliver: false },
  { orderNo: 'C3', deliver: true },
];
const delivered: string[] = [];
const opened: string[] = [];
const read: string[] = [];

function Harness() {
  const desk = useOrderDesk({ onMarkRead: (no) => read.push(no) });
  return (
    <div {...desk.wrapperProps}>
      <form className="ant-pro-table-search">
        <input id="orderNo" aria-label="order no" />
      </form>
      <table>
        <tbody>
          {ORDERS.map((o, i) => (
            <tr key={o.orderNo} data-row-key={o.orderNo} {...desk.onRow({ orderNo: o.orderNo } as never, i)}>
              <td>
                <a href={`#${o.orderNo}`} data-testid="order-link" onClick={(e) => (e.preventDefault(), opened.push(o.orderNo))}>
                  {o.orderNo}
                </a>
                {o.deliver ? (
                  <button type="button" data-testid="action-DELIVER" onClick={() => delivered.push(o.orderNo)}>
                    Deliver
                  </button>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {desk.overlay}
    </div>
  );
}

const row = (no: string) => document.querySelector<HTMLTableRowElement>(`tr[data-row-key="${no}"]`)!;
const key = (k: string, target: Element = document.activeElement ?? document.body) => act(() => void fireEvent.keyDown(target, { key: k }));

beforeEach(() => {
  delivered.length = 0;
  opened.length = 0;
  read.length = 0;
  jest.clearAllMocks();
});

describe('keyboard order desk', () => {
  it('keeps one row in the tab order and moves the focus with j/k and the arrows', () => {
    render(<Harness />);
    expect(ORDERS.map((o) => row(o.orderNo).tabIndex)).toEqual([0, -1, -1]);
    key('j'); // from the page: lands on the first row itself
    expect(document.activeElement).toBe(row('A1'));
    expect(row('A1').getAttribute('aria-current')).toBe('true');
    key('j');
    key('ArrowDown');
    expect(document.activeElement).toBe(row('C3'));
    key('j'); // stays on the last row
    expect(document.activeElement).toBe(row('C3'));
    key('k');
    expect(document.activeElement).toBe(row('B2'));
    expect(ORDERS.map((o) => row(o.orderNo).tabIndex)).toEqual([-1, 0, -1]);
    expect(row('C3').hasAttribute('aria-current')).toBe(false);
    key('Home');
    expect(document.activeElement).toBe(row('A1'));
    key('End');
    expect(document.activeElement).toBe(row('C3'));
  });

  it('opens, delivers and marks read the active row, and says when an action is not there', () => {
    render(<Harness />);
    key('j');
    key('Enter');
    expect(opened).toEqual(['A1']);
    key('d');
    expect(delivered).toEqual(['A1']);
    key('j');
    key('d');
    expect(delivered).toEqual(['A1']);
    expect(toast.info).toHaveBeenCalledWith('Deliver is not available for order B2');
    key('m');
    expect(read).toEqual(['B2']);
  });

  it('a focused link or button keeps Enter, and a field keeps the letters', () => {
    render(<Harness />);
    const link = screen.getByText('C3');
    link.focus();
    expect(row('C3').getAttribute('aria-current')).toBe('true'); // focus inside a row makes it active
    key('Enter', link);
    expect(opened).toEqual([]);
    const input = screen.getByLabelText('order no');
    input.focus();
    key('d', input);
    key('j', input);
    expect(delivered).toEqual([]);
    expect(document.activeElement).toBe(input);
  });

  it('/ goes to the order-number field, Esc back to the active row', () => {
    render(<Harness />);
    key('j');
    key('j');
    key('/');
    expect(document.activeElement).toBe(screen.getByLabelText('order no'));
    key('Escape');
    expect(document.activeElement).toBe(row('B2'));
  });

  it('? lists every shortcut', async () => {
    render(<Harness />);
    key('?');
    const help = await screen.findByTestId('desk-help');
    for (const text of ['Next order', 'Deliver the order (opens the delivery form)', 'Mark the order as read', 'Search by order number']) {
      expect(help.textContent).toContain(text);
    }
  });
});
