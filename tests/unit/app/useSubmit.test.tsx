jest.mock('@umijs/max', () => require('../umiMock').umiMock);
jest.mock('@/utils/toast', () => {
  const toast = { success: jest.fn(), error: jest.fn(), info: jest.fn(), warning: jest.fn() };
  return { __esModule: true, toast, default: toast, errorToastKey: (text: string) => `toast-error:${text}` };
});

/**
 * useSubmit, the submit of the app's forms and action buttons: one call in flight at a time, a busy
 * flag while it runs (not while its confirmation is open), the server's violations next to their
 * fields (the rest shown once), the typed values kept, and the form free again after a failure.
 */
import useSubmit from '@/hooks/useSubmit';
import { t } from '@/utils/i18n';
import { UNEXPECTED_ERROR_ID } from '@/utils/reportError';
import { RequestError } from '@/utils/request';
import { toast } from '@/utils/toast';
import { act, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import { Form, Input } from 'antd';

const failure = toast.error as jest.Mock;

type Values = { phone: string; code: string };
type Action = (v: Values) => Promise<unknown>;

let submitDirectly: (v: Values) => Promise<void> = async () => undefined;

/** A two-field form submitted through the hook, its busy flag shown. */
function Harness({ action }: { action: Action }) {
  const [form] = Form.useForm<Values>();
  const { busy, onFinish } = useSubmit(form, action);
  submitDirectly = onFinish;
  return (
    <Form form={form} onFinish={onFinish} initialValues={{ phone: '13800000000', code: '' }}>
      <Form.Item name="phone" label="Phone">
        <Input />
      </Form.Item>
      <Form.Item name="code" label="Code">
        <Input />
      </Form.Item>
      <span data-testid="busy">{String(busy)}</span>
      <button type="submit">Send</button>
    </Form>
  );
}

/** A call that stays open until the test settles it. */
function pending() {
  let resolve: (v?: unknown) => void = () => undefined;
  let reject: (e: unknown) => void = () => undefined;
  const promise = new Promise((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const busy = () => screen.getByTestId('busy').textContent;
const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const send = async () => {
  await act(async () => fireEvent.click(screen.getByText('Send')));
};
const refusal = (init: { handled: boolean; violations?: { field?: string; message: string }[] }) =>
  new RequestError('Invalid input', {
    status: 400,
    kind: 'http',
    handled: init.handled,
    body: { title: 'Invalid input', violations: init.violations },
  });

beforeEach(() => failure.mockClear());

describe('useSubmit', () => {
  it('sends the typed values, busy while the call runs', async () => {
    const call = pending();
    const action = jest.fn<Promise<unknown>, [Values]>(() => call.promise);
    render(<Harness action={action} />);
    expect(busy()).toBe('false');
    fireEvent.change(input('Code'), { target: { value: '1234' } });
    await send();
    await waitFor(() => expect(action).toHaveBeenCalledWith({ phone: '13800000000', code: '1234' }));
    expect(busy()).toBe('true');
    await act(async () => call.resolve());
    expect(busy()).toBe('false');
  });

  it('one call at a time: submits while one runs are dropped, the next one after it goes', async () => {
    const call = pending();
    const action = jest.fn<Promise<unknown>, [Values]>(() => call.promise);
    render(<Harness action={action} />);
    await send();
    await waitFor(() => expect(action).toHaveBeenCalledTimes(1));
    // a second click once the first passed validation: the form calls onFinish again
    await send();
    let direct: Promise<void> = Promise.resolve();
    act(() => {
      direct = submitDirectly({ phone: '1', code: '2' });
    });
    expect(action).toHaveBeenCalledTimes(1);
    expect(busy()).toBe('true');

    await act(async () => call.resolve());
    await direct;
    action.mockResolvedValue(undefined);
    await send();
    await waitFor(() => expect(action).toHaveBeenCalledTimes(2));
  });

  it("the server's violations go next to their fields; the typed values stay; no toast", async () => {
    const action = jest.fn<Promise<unknown>, [Values]>(async () => {
      throw refusal({ handled: false, violations: [{ field: 'code', message: 'The code has expired' }] });
    });
    render(<Harness action={action} />);
    fireEvent.change(input('Code'), { target: { value: '9999' } });
    await send();
    await screen.findByText('The code has expired');
    expect(input('Code').value).toBe('9999');
    expect(input('Phone').value).toBe('13800000000');
    expect(failure).not.toHaveBeenCalled();
    expect(busy()).toBe('false');
  });

  it('a violation on no field of the form is shown as a toast, once', async () => {
    const action = jest.fn<Promise<unknown>, [Values]>(async () => {
      throw refusal({ handled: false, violations: [{ field: 'captcha', message: 'Solve the puzzle again' }] });
    });
    render(<Harness action={action} />);
    await send();
    await waitFor(() => expect(failure).toHaveBeenCalledTimes(1));
    expect(failure).toHaveBeenCalledWith('Invalid input');
  });

  it('a refusal the pipeline already showed is not shown again', async () => {
    const action = jest.fn<Promise<unknown>, [Values]>(async () => {
      throw refusal({ handled: true });
    });
    render(<Harness action={action} />);
    await send();
    await waitFor(() => expect(action).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(busy()).toBe('false'));
    expect(failure).not.toHaveBeenCalled();
  });

  it('a bug in the action is logged and shown as the generic text, never passed over silently', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const bug = new TypeError("Cannot read properties of undefined (reading 'id')");
    const action = jest.fn<Promise<unknown>, [Values]>(async () => {
      throw bug;
    });
    render(<Harness action={action} />);
    await send();
    await waitFor(() => expect(failure).toHaveBeenCalledWith(t(UNEXPECTED_ERROR_ID)));
    expect(failure).toHaveBeenCalledTimes(1);
    expect(logged.mock.calls.some((args) => args.includes(bug))).toBe(true);
    logged.mockRestore();
  });

  it('the submit settles rather than rejects, and the form is free again after a failure', async () => {
    const action = jest
      .fn<Promise<unknown>, [Values]>()
      .mockRejectedValueOnce(refusal({ handled: true }))
      .mockResolvedValue('ok');
    render(<Harness action={action} />);
    await act(async () => {
      await expect(submitDirectly({ phone: '1', code: '2' })).resolves.toBeUndefined();
    });
    expect(busy()).toBe('false');
    await send();
    await waitFor(() => expect(action).toHaveBeenCalledTimes(2));
    expect(action).toHaveBeenLastCalledWith({ phone: '13800000000', code: '' });
  });
});

describe('useSubmit without a form (an action button)', () => {
  it('exposes the value in flight while it runs, then clears it', async () => {
    const call = pending();
    const action = jest.fn((_row: { id: string }) => call.promise);
    const { result } = renderHook(() => useSubmit(undefined, action));
    let done: Promise<void> = Promise.resolve();
    act(() => {
      done = result.current.onFinish({ id: 'row-7' });
    });
    expect(result.current.pending).toEqual({ id: 'row-7' });
    expect(result.current.busy).toBe(true);
    await act(async () => {
      call.resolve();
      await done;
    });
    expect(result.current.pending).toBeUndefined();
    expect(result.current.busy).toBe(false);
  });

  it('shows a failure the pipeline did not show, once, and is free again', async () => {
    const action = jest
      .fn((_row: { id: string }) => Promise.resolve<unknown>('ok'))
      .mockRejectedValueOnce(new RequestError('Stock is not enough', { status: 400, kind: 'http', handled: false }));
    const { result } = renderHook(() => useSubmit(undefined, action));
    await act(async () => {
      await expect(result.current.onFinish({ id: 'a' })).resolves.toBeUndefined();
    });
    expect(failure).toHaveBeenCalledTimes(1);
    expect(failure).toHaveBeenCalledWith('Stock is not enough');
    expect(result.current.busy).toBe(false);
    await act(async () => {
      await result.current.onFinish({ id: 'a' });
    });
    expect(action).toHaveBeenCalledTimes(2);
    expect(failure).toHaveBeenCalledTimes(1);
  });
});

describe('useSubmit with a confirmation first', () => {
  it('a declined confirmation sends nothing and never shows busy', async () => {
    const asked = pending();
    const confirm = jest.fn((_v: { id: string }) => asked.promise as Promise<boolean>);
    const action = jest.fn(async (_v: { id: string }) => undefined);
    const { result } = renderHook(() => useSubmit(undefined, action, { confirm }));
    let done: Promise<void> = Promise.resolve();
    act(() => {
      done = result.current.onFinish({ id: 'a' });
    });
    expect(confirm).toHaveBeenCalledWith({ id: 'a' });
    expect(result.current.busy).toBe(false); // the confirmation is open: nothing is being sent yet
    await act(async () => {
      asked.resolve(false);
      await done;
    });
    expect(action).not.toHaveBeenCalled();
    expect(result.current.busy).toBe(false);
  });

  it('while the confirmation is open a second submit asks nothing and sends nothing; OK sends once', async () => {
    const asked = pending();
    const confirm = jest.fn((_v: { id: string }) => asked.promise as Promise<boolean>);
    const action = jest.fn(async (_v: { id: string }) => undefined);
    const { result } = renderHook(() => useSubmit(undefined, action, { confirm }));
    let first: Promise<void> = Promise.resolve();
    act(() => {
      first = result.current.onFinish({ id: 'a' });
    });
    await act(async () => {
      await result.current.onFinish({ id: 'b' });
    });
    expect(confirm).toHaveBeenCalledTimes(1);
    await act(async () => {
      asked.resolve(true);
      await first;
    });
    expect(action).toHaveBeenCalledTimes(1);
    expect(action).toHaveBeenCalledWith({ id: 'a' });

    // and the next submit asks again
    confirm.mockResolvedValueOnce(true);
    await act(async () => {
      await result.current.onFinish({ id: 'c' });
    });
    expect(confirm).toHaveBeenCalledTimes(2);
    expect(action).toHaveBeenLastCalledWith({ id: 'c' });
  });
});
