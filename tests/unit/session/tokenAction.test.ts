/** @jest-environment ./tests/env/jsdom.js */
jest.mock('@/services/auth', () => ({ refreshToken: jest.fn(), logout: jest.fn() }));
jest.mock('@umijs/max', () => ({
  history: { push: jest.fn(), location: { pathname: '/' } },
  getIntl: () => ({ formatMessage: ({ id }: { id: string }) => id }),
  getLocale: () => 'zh-CN',
}));

import { refreshToken } from '@/services/auth';
import { isLoginDialogOpen, closeLoginDialog } from '@/utils/loginDialog';
import { checkToken, tokenAction } from '@/utils/session';
import { readToken, saveToken } from '@/utils/token';
import { history } from '@umijs/max';

describe('token action', () => {
  it('refreshes when expiring soon and expires when expired', () => {
    expect(tokenAction('VALID', 'EXPIRING_SOON')).toBe('refresh');
    expect(tokenAction('VALID', 'EXPIRED')).toBe('expire');
    expect(tokenAction('VALID', 'VALID')).toBe('none');
  });
  it('treats a vanished token as lost only when there was one', () => {
    expect(tokenAction('VALID', 'NOT_EXIST')).toBe('lost');
    expect(tokenAction('NOT_EXIST', 'NOT_EXIST')).toBe('none');
    expect(tokenAction(undefined, 'NOT_EXIST')).toBe('none');
  });
});

describe('checkToken', () => {
  const now = Date.now();
  beforeEach(() => {
    jest.clearAllMocks();
    closeLoginDialog();
  });

  it('refreshes and stores the new expiresIn and issuedAt', async () => {
    saveToken({ accessToken: 'old', expiresIn: 300, issuedAt: now }, true);
    (refreshToken as jest.Mock).mockResolvedValue({ accessToken: 'new', expiresIn: 7200, issuedAt: now + 1 });
    await expect(checkToken('VALID', now)).resolves.toBe('EXPIRING_SOON');
    expect(readToken()).toEqual({ accessToken: 'new', expiresIn: 7200, issuedAt: now + 1, rememberMe: true });
  });

  it('goes home when the refresh fails', async () => {
    saveToken({ accessToken: 'old', expiresIn: 300, issuedAt: now }, false);
    (refreshToken as jest.Mock).mockRejectedValue(new Error('401'));
    await checkToken('VALID', now);
    expect(readToken()).toBeUndefined();
    expect(history.push).toHaveBeenCalledWith('/');
  });

  it('clears an expired token and goes home', async () => {
    saveToken({ accessToken: 'x', expiresIn: 10, issuedAt: now - 20_000 }, false);
    await expect(checkToken('VALID', now)).resolves.toBe('NOT_EXIST');
    expect(readToken()).toBeUndefined();
    expect(history.push).toHaveBeenCalledWith('/');
    expect(isLoginDialogOpen()).toBe(false);
  });

  it('opens the login dialog when the token vanished', async () => {
    await checkToken('VALID', now);
    expect(isLoginDialogOpen()).toBe(true);
    expect(history.push).not.toHaveBeenCalled();
  });
});
