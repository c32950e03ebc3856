jest.mock('@/services/order', () => ({ getOrderStatus: jest.fn() }));

/**
 * useOrderStatusPoll, the order detail's and the pay result's status poll: a change reloads the
 * page, a final state ends the polling, leaving the page ends it too, and nothing is asked
 * without an order to follow.
 */
import useOrderStatusPoll from '@/hooks/useOrderStatusPoll';
import { getOrderStatus } from '@/services/order';
import { renderHook, waitFor } from '@testing-library/react';

const status = getOrderStatus as jest.Mock;
const answer = (s: string, modifiedAt = '2026-01-01T00:00:00.000Z') => ({ orderNo: 'T1', status: s, modifiedAt });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

beforeEach(() => status.mockReset());

test('a changed status calls onChange; a final one stops the polling', async () => {
  const answers = [answer('TO_DELIVER'), answer('TO_DELIVER'), answer('DELIVERED', '2026-01-01T00:01:00.000Z'), answer('COMPLETED', 'x')];
  status.mockImplementation(async () => answers.shift() ?? answer('COMPLETED', 'x'));
  const onChange = jest.fn();
  const { result, unmount } = renderHook(() => useOrderStatusPoll('T1', 'purchase', { onChange, intervalMs: 20 }));
  await waitFor(() => expect(result.current.final).toBe(true));
  expect(onChange.mock.calls.map(([i]) => i.status)).toEqual(['DELIVERED', 'COMPLETED']);
  expect(status).toHaveBeenCalledWith('T1', 'purchase', { silent: true });
  const asked = status.mock.calls.length;
  await sleep(120);
  expect(status.mock.calls.length).toBe(asked);
  unmount();
});

test('the first answer is the baseline, not a change', async () => {
  status.mockResolvedValue(answer('TO_DELIVER'));
  const onChange = jest.fn();
  const { unmount } = renderHook(() => useOrderStatusPoll('T1', 'sales', { onChange, intervalMs: 20 }));
  await waitFor(() => expect(status.mock.calls.length).toBeGreaterThanOrEqual(3));
  expect(onChange).not.toHaveBeenCalled();
  unmount();
});

test('leaving the page stops the polling', async () => {
  status.mockResolvedValue(answer('TO_DELIVER'));
  const { unmount } = renderHook(() => useOrderStatusPoll('T1', 'purchase', { intervalMs: 20 }));
  await waitFor(() => expect(status.mock.calls.length).toBeGreaterThanOrEqual(2));
  unmount();
  const asked = status.mock.calls.length;
  await sleep(120);
  expect(status.mock.calls.length).toBe(asked);
});

test('not ready (no order, or already final): nothing is asked', async () => {
  renderHook(() => useOrderStatusPoll('T1', 'purchase', { ready: false, intervalMs: 20 }));
  renderHook(() => useOrderStatusPoll('', 'purchase', { intervalMs: 20 }));
  await sleep(80);
  expect(status).not.toHaveBeenCalled();
});
