jest.mock('@umijs/max', () => require('../umiMock').umiMock);
jest.mock('@/hooks/useCurrentUser', () => ({ useUserState: () => ({ currentUser: { realNameAuth: true } }) }));
const mockListAccounts = jest.fn();
jest.mock('@/services/account', () => ({ listReceivingAccounts: (...a: unknown[]) => mockListAccounts(...a) }));
jest.mock('@/services/withdrawal', () => ({
  getWithdrawalInfo: jest.fn(async () => ({
    balance: '100.00',
    frozenBalance: '0.00',
    withdrawableBalance: '100.00',
    minAmount: '10.00',
    maxAmount: '5000.00',
    dailyLimit: '5000.00',
    dailyUsed: '0.00',
    feeRate: '0.01',
    minFee: '1.00',
  })),
  applyWithdrawal: jest.fn(),
  sendWithdrawalCode: jest.fn(),
}));
jest.mock('@/pages/user/components/WithdrawalRecords', () => () => null);

import Withdrawal from '@/pages/user/withdrawal';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';

/** Receiving accounts that failed to load are not "no account": the page says so and its retry loads them. */
test('a failed account list shows the failure with a retry, not the add-an-account prompt', async () => {
  mockListAccounts
    .mockRejectedValueOnce(new Error('503'))
    .mockResolvedValue([{ id: 'RA1', accountType: 'ALIPAY', accountNo: '138****0001', accountName: 'Buyer', defaulted: true }]);
  render(<Withdrawal />);
  await screen.findByTestId('load-failed');
  expect(screen.queryByTestId('withdrawal-no-account')).toBeNull();
  fireEvent.click(screen.getByTestId('load-retry'));
  await waitFor(() => expect(mockListAccounts).toHaveBeenCalledTimes(2));
  await waitFor(() => expect(document.querySelector('[data-testid="withdrawal-amount"]')).not.toBeNull());
  expect(screen.queryByTestId('load-failed')).toBeNull();
});
