jest.mock('@umijs/max', () => require('../umiMock').umiMock);
jest.mock('@/services/notification', () => ({ pollNotifications: jest.fn() }));
jest.mock('@/utils/toast', () => ({ toast: { error: jest.fn(), warning: jest.fn(), info: jest.fn(), success: jest.fn() } }));
// the real priority table picks the sound; only the playing is recorded
jest.mock('@/utils/sound', () => ({ ...jest.requireActual('@/utils/sound'), playSound: jest.fn() }));

import NotificationBell, { NOTIFICATION_POLL_MS } from '@/components/chat/NotificationBell';
import { getNotificationState, notificationOwner } from '@/components/chat/notificationStore';
import { pollNotifications } from '@/services/notification';
import { playSound, soundOfBatch } from '@/utils/sound';
import { toast } from '@/utils/toast';
import { act, render, screen } from '@testing-library/react';
import { state } from '../umiMock';

const note = (seq: number, type: 'ORDER_NEW' | 'ORDER_CANCEL' | 'ORDER_AUTO' | 'SYSTEM') => ({
  id: `n${seq}`,
  type,
  params: { orderNo: `T${seq}` },
  orderNo: `T${seq}`,
  side: 'sell' as const,
  read: false,
  createdAt: '2026-01-01T00:00:00Z',
});
type Note = ReturnType<typeof note>;

/** Answers the polls in order, with a growing cursor. */
function serve(...batches: Note[][]) {
  let cursor = 10;
  const mock = jest.mocked(pollNotifications);
  for (const items of batches) {
    cursor += items.length;
    mock.mockResolvedValueOnce({ cursor, unread: cursor, items });
  }
}

/** Mounts the bell (its first poll runs at once) and lets that poll settle. */
async function mount() {
  state.store = { user: { currentUser: { id: 'u1' } } };
  render(<NotificationBell />);
  await act(async () => undefined);
}

/** The next poll tick, settled. */
async function tick() {
  await act(async () => {
    jest.advanceTimersByTime(NOTIFICATION_POLL_MS);
  });
}

beforeEach(() => {
  jest.useFakeTimers();
  jest.clearAllMocks();
  notificationOwner(undefined); // module state: every test starts as a fresh sign-in
});
afterEach(() => jest.useRealTimers());

describe('NotificationBell: chimes for new notifications', () => {
  it('plays nothing on the first poll (no cursor yet), even if it carries notifications', async () => {
    serve([note(1, 'ORDER_NEW'), note(2, 'ORDER_CANCEL')]);
    await mount();
    expect(pollNotifications).toHaveBeenCalledWith({ after: undefined });
    expect(getNotificationState().cursor).toBe(12);
    expect(screen.getByTestId('notification-bell')).toHaveAttribute('data-count', '12');
    expect(playSound).not.toHaveBeenCalled();
    expect(toast.info).not.toHaveBeenCalled();
  });

  it('plays the order-new sound for a poll bringing ORDER_NEW', async () => {
    serve([], [note(11, 'ORDER_NEW')]);
    await mount();
    expect(playSound).not.toHaveBeenCalled();
    await tick();
    expect(pollNotifications).toHaveBeenLastCalledWith({ after: 10 });
    expect(playSound).toHaveBeenCalledTimes(1);
    expect(playSound).toHaveBeenCalledWith('order-new');
    expect(toast.info).toHaveBeenCalledTimes(1);
  });

  it('plays one sound for ORDER_CANCEL + ORDER_NEW: the one the priority table picks', async () => {
    serve([], [note(11, 'ORDER_CANCEL'), note(12, 'ORDER_NEW')]);
    await mount();
    await tick();
    expect(playSound).toHaveBeenCalledTimes(1);
    expect(playSound).toHaveBeenCalledWith(soundOfBatch(['ORDER_CANCEL', 'ORDER_NEW']));
    expect(playSound).toHaveBeenCalledWith('order-new'); // ORDER_NEW ranks first
    expect(toast.info).toHaveBeenCalledTimes(1);
  });

  it('plays nothing for a poll bringing nothing, or only silent kinds', async () => {
    serve([], [], [note(11, 'SYSTEM')]);
    await mount();
    await tick();
    expect(toast.info).not.toHaveBeenCalled();
    await tick();
    expect(playSound).not.toHaveBeenCalled();
    expect(toast.info).toHaveBeenCalledTimes(1); // a system notice is shown, not heard
  });
});
