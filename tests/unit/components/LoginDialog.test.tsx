jest.mock('@umijs/max', () => require('../umiMock').umiMock);
jest.mock('@/services/auth', () => ({ login: jest.fn() }));
jest.mock('@/utils/session', () => ({ handleLoginResponse: jest.fn() }));

import LoginDialog from '@/components/LoginDialog';
import { login } from '@/services/auth';
import { closeLoginDialog, isLoginDialogOpen, openLoginDialog } from '@/utils/loginDialog';
import { handleLoginResponse } from '@/utils/session';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';

describe('LoginDialog', () => {
  // the dialog is a lazy chunk: load its module once up front (a cold require of antd's Form and
  // Modal can take longer than findBy's default second on a busy machine)
  beforeAll(() => import('@/components/LoginDialog/Dialog'));
  afterEach(() => act(() => closeLoginDialog()));

  it('opens when a guard opened it before it mounted', async () => {
    openLoginDialog();
    render(<LoginDialog />);
    expect(await screen.findByText('Remember me', {}, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('signs in with the typed credentials and remember-me', async () => {
    (login as jest.Mock).mockResolvedValue({ accessToken: 't', expiresIn: 7200, issuedAt: 1 });
    render(<LoginDialog />);
    act(() => openLoginDialog());
    fireEvent.change(await screen.findByLabelText('Username', {}, { timeout: 10_000 }), { target: { value: 'buyer' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Passw0rd!' } });
    fireEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(handleLoginResponse).toHaveBeenCalledWith({ accessToken: 't', expiresIn: 7200, issuedAt: 1 }, true));
    expect(login).toHaveBeenCalledWith({ username: 'buyer', password: 'Passw0rd!', credentialType: 'password' });
  });

  it('keeps what was typed when the login fails', async () => {
    (login as jest.Mock).mockRejectedValue(new Error('bad'));
    render(<LoginDialog />);
    act(() => openLoginDialog());
    fireEvent.change(await screen.findByLabelText('Username', {}, { timeout: 10_000 }), { target: { value: 'buyer' } });
    fireEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(login).toHaveBeenCalled());
    expect(screen.getByLabelText('Username')).toHaveValue('buyer');
    expect(isLoginDialogOpen()).toBe(true);
  });
});
