/** SPEC §8/§9 toasts: errors closable and grouped, success 1.5 s, others 3 s, offset 16. */
import { message, notification } from 'antd';
import { toast } from '@/utils/toast';

jest.mock('antd', () => ({
  message: { config: jest.fn(), success: jest.fn(), info: jest.fn(), warning: jest.fn(), error: jest.fn() },
  notification: { config: jest.fn(), error: jest.fn(), success: jest.fn(), info: jest.fn(), warning: jest.fn() },
}));

const m = message as unknown as Record<'config' | 'success' | 'info' | 'warning' | 'error', jest.Mock>;
const n = notification as unknown as Record<'config' | 'error', jest.Mock>;

test('offset 16 and default 3 s are configured once', async () => {
  await toast.info('a');
  await toast.info('b');
  expect(m.config).toHaveBeenCalledTimes(1);
  expect(m.config).toHaveBeenCalledWith({ top: 16, duration: 3 });
  expect(n.config).toHaveBeenCalledWith({ top: 16, duration: 3 });
});

test('success lasts 1.5 s; info and warning 3 s', async () => {
  await toast.success('saved');
  await toast.info('fyi');
  await toast.warning('careful');
  expect(m.success).toHaveBeenCalledWith(expect.objectContaining({ content: 'saved', duration: 1.5 }));
  expect(m.info).toHaveBeenCalledWith(expect.objectContaining({ content: 'fyi', duration: 3 }));
  expect(m.warning).toHaveBeenCalledWith(expect.objectContaining({ content: 'careful', duration: 3 }));
});

test('errors are closable, last 3 s, and the same text shares one key so repeats collapse', async () => {
  await toast.error('boom');
  await toast.error('boom');
  await toast.error('other');
  const calls = n.error.mock.calls.map(([args]) => args as { key: string; message: string; closable: boolean; duration: number });
  expect(calls.every((c) => c.closable === true && c.duration === 3)).toBe(true);
  expect(calls[0].message).toBe('boom');
  expect(calls[0].key).toBe(calls[1].key);
  expect(calls[2].key).not.toBe(calls[0].key);
  expect(m.error).not.toHaveBeenCalled();
});
