jest.mock('@umijs/max', () => require('../umiMock').umiMock);

import ProfilePrompt from '@/components/ProfilePrompt';
import { fireEvent, render, screen } from '@testing-library/react';
import { history } from '@umijs/max';
import { makeUser } from '../fixtures';
import { state } from '../umiMock';

describe('ProfilePrompt', () => {
  it('asks newbie-like main accounts to complete their contacts, without a close button', async () => {
    state.pathname = '/en/order/sold';
    state.store = { user: { currentUser: makeUser({ contactQq: undefined, contactPhone: undefined }), status: 'loaded' } };
    render(<ProfilePrompt />);
    expect(await screen.findByText('Complete personal information')).toBeInTheDocument();
    expect(screen.queryByLabelText('Close')).toBeNull();
    fireEvent.click(screen.getByText('Go complete'));
    expect(history.push).toHaveBeenCalledWith('/en/profile');
  });

  it('stays away on /profile', () => {
    state.pathname = '/en/profile';
    state.store = { user: { currentUser: makeUser({ contactQq: undefined }), status: 'loaded' } };
    render(<ProfilePrompt />);
    expect(screen.queryByText('Complete personal information')).toBeNull();
  });
});
