/** @jest-environment ./tests/env/jsdom.js */
/** A caught failure is shown once, in the user's language, unless the pipeline already showed it. */
import { getIntl } from '@umijs/max';
import enCommon from '@/locales/en-US/common';
import { copyText } from '@/utils/clipboard';
import { RequestError } from '@/utils/request';
import { alreadyShown, errorText, reportError } from '@/utils/reportError';
import { toast } from '@/utils/toast';

jest.mock('@umijs/max', () => ({ getIntl: jest.fn(), getLocale: jest.fn(() => 'en-US'), history: { push: jest.fn() } }));
jest.mock('@/utils/toast', () => ({ toast: { error: jest.fn(), success: jest.fn(), info: jest.fn(), warning: jest.fn() } }));
jest.mock('@/utils/logger', () => ({ logger: { error: jest.fn(), warn: jest.fn(), info: jest.fn(), debug: jest.fn() } }));

const messages: Record<string, string> = { ...enCommon };
(getIntl as jest.Mock).mockReturnValue({ messages, formatMessage: ({ id }: { id: string }) => messages[id] ?? id });
const toastError = toast.error as jest.Mock;

const failure = (init: Partial<{ handled: boolean; kind: 'http' | 'canceled'; status: number }> = {}) =>
  new RequestError('Stock is not enough', { status: init.status ?? 400, kind: init.kind ?? 'http', handled: init.handled ?? false });

beforeEach(() => toastError.mockClear());

test('a failure the pipeline showed is not shown again', () => {
  reportError(failure({ handled: true }));
  expect(toastError).not.toHaveBeenCalled();
});

test('a call made with skipErrorHandler is shown in its own words, once', () => {
  const e = failure({ handled: false });
  reportError(e);
  reportError(e);
  expect(toastError).toHaveBeenCalledTimes(1);
  expect(toastError).toHaveBeenCalledWith('Stock is not enough');
  expect(e.handled).toBe(true);
});

test('a silent call is shown although marked handled, except a 401 (the login dialog speaks)', () => {
  reportError(failure({ handled: true }), { silentCall: true });
  expect(toastError).toHaveBeenCalledWith('Stock is not enough');
  toastError.mockClear();
  reportError(failure({ handled: true, status: 401 }), { silentCall: true });
  expect(toastError).not.toHaveBeenCalled();
});

test('a canceled call needs no word', () => {
  expect(alreadyShown(failure({ kind: 'canceled' }))).toBe(true);
  reportError(failure({ kind: 'canceled' }));
  expect(toastError).not.toHaveBeenCalled();
});

test('a local exception shows the generic text (or the given one), never its own message', () => {
  reportError(new TypeError("Cannot read properties of undefined (reading 'x')"));
  expect(toastError).toHaveBeenCalledWith(enCommon['common.error.unexpected']);
  reportError(new DOMException('Write permission denied.', 'NotAllowedError'), { fallbackId: 'common.error.copyFailed' });
  expect(toastError).toHaveBeenLastCalledWith(enCommon['common.error.copyFailed']);
  expect(errorText('boom')).toBe(enCommon['common.error.unexpected']);
  expect(errorText(failure())).toBe('Stock is not enough');
});

describe('copyText', () => {
  const setClipboard = (clipboard: unknown) => Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });
  afterEach(() => setClipboard(undefined));

  test('says it copied', async () => {
    setClipboard({ writeText: jest.fn().mockResolvedValue(undefined) });
    await expect(copyText('T-1', 'Copied')).resolves.toBe(true);
    expect(toast.success).toHaveBeenCalledWith('Copied');
  });

  test('a refused or missing clipboard asks the user to copy by hand', async () => {
    setClipboard({ writeText: jest.fn().mockRejectedValue(new DOMException('denied', 'NotAllowedError')) });
    await expect(copyText('T-1', 'Copied')).resolves.toBe(false);
    expect(toastError).toHaveBeenLastCalledWith(enCommon['common.error.copyFailed']);
    toastError.mockClear();
    setClipboard(undefined);
    await expect(copyText('T-1', 'Copied')).resolves.toBe(false);
    expect(toastError).toHaveBeenCalledWith(enCommon['common.error.copyFailed']);
  });
});
