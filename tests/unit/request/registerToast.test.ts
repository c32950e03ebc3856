/** @jest-environment ./tests/env/jsdom.js */
/**
 * A refused registration says each of its reasons once: the fake backend's 400 repeats its
 * violations in `detail` (for clients that show only detail), and the toast must not list them twice.
 */
import { getIntl } from '@umijs/max';
import { signup as mockSignup } from '../../../mock/_db/auth';
import { resetDb } from '../../../mock/_db/store';
import { failureOf } from '../mock/failure';
import { signup } from '@/services/auth';
import { toast } from '@/utils/toast';
import { composeErrorMessage } from '@/utils/requestPolicy';
import { fakeIntl, fakeResponse, installFetch } from './helpers';

jest.mock('@umijs/max', () => ({
  history: { push: jest.fn() },
  getIntl: jest.fn(),
  getLocale: jest.fn(() => 'zh-CN'),
}));
jest.mock('@/utils/toast', () => ({
  toast: { error: jest.fn(), success: jest.fn(), info: jest.fn(), warning: jest.fn() },
}));

const toastError = toast.error as unknown as jest.Mock;
const count = (text: string, part: string) => text.split(part).length - 1;

beforeEach(() => {
  (getIntl as unknown as jest.Mock).mockReturnValue(fakeIntl('zh-CN'));
  window.history.pushState({}, '', '/zh_CN/register');
});

describe('the register page’s refusal toast', () => {
  it('lists every violation once', async () => {
    const failure = failureOf(() => mockSignup(resetDb(), { username: 'a!', password: 'short', email: 'nope' }));
    const messages = (failure.body.violations ?? []).map((v) => v.message);
    expect(messages).toHaveLength(3);
    const fetchMock = installFetch();
    fetchMock.mockResolvedValue(fakeResponse(400, failure.body));

    await expect(signup({ username: 'a!', password: 'short', email: 'nope' })).rejects.toBeTruthy();

    expect(toastError).toHaveBeenCalledTimes(1);
    const text = String(toastError.mock.calls[0][0]);
    messages.forEach((m) => expect(count(text, m)).toBe(1));
    expect(text).toBe(messages.join('；'));
  });

  it('keeps a detail of its own before the violations, each part once', () => {
    expect(composeErrorMessage({ title: 'Validation failed', detail: 'a；b', violations: [{ message: 'a' }, { message: 'b' }] })).toBe(
      'a；b',
    );
    expect(composeErrorMessage({ detail: 'Check the form', violations: [{ message: 'a' }, { message: 'b' }] })).toBe(
      'Check the form；a；b',
    );
    expect(composeErrorMessage({ detail: 'a；b', violations: [{ message: 'a' }, { message: 'c' }] })).toBe('a；b；c');
  });
});
