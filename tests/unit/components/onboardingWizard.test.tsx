jest.mock('@umijs/max', () => ({
  ...require('../umiMock').umiMock,
  useSearchParams: () => [new URLSearchParams(require('../umiMock').state.search), jest.fn()],
}));
jest.mock('@/services/reseller', () => ({
  syncResellerMerchant: jest.fn(async () => ({})),
  acceptResellerAgreement: jest.fn(),
  saveResellerInfo: jest.fn(),
}));
// the deposit step's load stays pending: these tests look at the step list, not at the payment
jest.mock('@/services/deposit', () => ({
  getDepositRechargeInfo: jest.fn(() => new Promise(() => undefined)),
  rechargeDeposit: jest.fn(),
}));
jest.mock('@/services/supplier', () => ({
  getSupplierSetting: jest.fn(async () => ({})),
  acceptSupplierAgreement: jest.fn(async () => ({})),
  saveSupplierInfo: jest.fn(),
}));

/**
 * One onboarding wizard for both roles (SPEC §2, §4): each role walks its own step list, a step's
 * call is followed by the step the server's progress reached, the agreement is accepted only
 * ticked, and a quiz refusal is marked on the wrong questions without losing the answers.
 */
import SupplierOnboarding from '@/pages/commodity/auth';
import ResellerOnboarding from '@/pages/demand/auth';
import { acceptResellerAgreement } from '@/services/reseller';
import { acceptSupplierAgreement, getSupplierSetting } from '@/services/supplier';
import { RequestError } from '@/utils/request';
import { history } from '@umijs/max';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { makeUser } from '../fixtures';
import { format, state } from '../umiMock';

const push = history.push as jest.Mock;
const acceptQuiz = acceptResellerAgreement as unknown as jest.Mock;
const acceptTerms = acceptSupplierAgreement as unknown as jest.Mock;
const supplierSync = getSupplierSetting as unknown as jest.Mock;

function signedIn(user: unknown, search: string) {
  state.store = { user: { currentUser: user, status: 'loaded' }, fund: {} };
  state.search = search;
  state.pathname = '/en/commodity/auth';
  state.dispatched = [];
}
const stepTitles = () => [...document.querySelectorAll('[data-testid="auth-steps"] .ant-steps-item-title')].map((e) => e.textContent);

beforeEach(() => {
  push.mockClear();
  acceptQuiz.mockReset();
  acceptTerms.mockClear();
  supplierSync.mockClear();
});

describe('the onboarding wizard', () => {
  it('shows each role its own steps, the one the URL names current', () => {
    signedIn(makeUser({}), 'step=terms');
    const { unmount } = render(<SupplierOnboarding />);
    expect(stepTitles()).toEqual(['realname', 'terms', 'info', 'completion'].map((s) => format(`supplier.auth.step.${s}`)));
    expect(screen.getByTestId('auth-step-terms')).toBeInTheDocument();
    unmount();
    signedIn(makeUser({}), 'step=recharge');
    render(<ResellerOnboarding />);
    expect(stepTitles()).toEqual(['realname', 'recharge', 'terms', 'info', 'completion'].map((s) => format(`reseller.auth.step.${s}`)));
  });

  it('shows a sub-account of either role why, and no step', () => {
    signedIn(makeUser({ puid: '1002', subAuthorities: 'COMMODITY' }), 'step=terms');
    render(<SupplierOnboarding />);
    expect(screen.getByTestId('auth-sub-account')).toHaveTextContent(format('supplier.auth.sub'));
    expect(screen.queryByTestId('auth-step-terms')).toBeNull();
  });

  it('a verified user goes on to the step the server progress reached, after reloading the user', async () => {
    signedIn(
      makeUser({ realNameAuth: true, realName: '李*人', merchantProgress: { supplier: 'terms', reseller: 'realname' } }),
      'step=realname',
    );
    render(<SupplierOnboarding />);
    expect(screen.getByText(format('onboarding.realname.verified', { name: '李*人' }))).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('auth-next'));
    await waitFor(() => expect(push).toHaveBeenCalledWith('/en/commodity/auth?step=terms'));
    expect(supplierSync).toHaveBeenCalledTimes(1);
    expect(state.dispatched).toContainEqual({ type: 'user/fetch' });
  });

  it('refuses an agreement not ticked, without a call', async () => {
    signedIn(makeUser({}), 'step=terms');
    render(<SupplierOnboarding />);
    await act(async () => {
      fireEvent.click(screen.getByTestId('auth-next'));
    });
    expect(await screen.findByText(format('onboarding.terms.agreeRequired'))).toBeInTheDocument();
    expect(acceptTerms).not.toHaveBeenCalled();
  });

  it('marks the wrong quiz answers, keeps the others, and stays on the step', async () => {
    signedIn(makeUser({ merchantProgress: { supplier: 'realname', reseller: 'terms' } }), 'step=terms');
    acceptQuiz.mockRejectedValueOnce(
      new RequestError('invalid', {
        status: 400,
        kind: 'http',
        handled: false,
        body: { title: 'invalid', violations: [{ field: 'answers.q2', message: 'q2' }] },
      }),
    );
    render(<ResellerOnboarding />);
    fireEvent.click(screen.getByTestId('agreement-check'));
    for (const [q, o] of [
      ['q1', 'b'],
      ['q2', 'a'],
      ['q3', 'b'],
      ['q4', 'c'],
    ])
      fireEvent.click(screen.getByTestId(`quiz-${q}-${o}`));
    await act(async () => {
      fireEvent.click(screen.getByTestId('auth-next'));
    });
    expect(await screen.findByTestId('quiz-failed')).toHaveTextContent(format('onboarding.quiz.failed', { count: 1 }));
    expect(acceptQuiz).toHaveBeenCalledWith({ agreed: true, answers: { q1: 'b', q2: 'a', q3: 'b', q4: 'c' } }, { skipErrorHandler: true });
    await waitFor(() => expect(screen.getByTestId('quiz-q2')).toHaveTextContent(format('onboarding.quiz.wrong')));
    expect(screen.getByTestId('quiz-q1')).not.toHaveTextContent(format('onboarding.quiz.wrong'));
    expect(screen.getByTestId('quiz-q1-b')).toBeChecked();
    expect(push).not.toHaveBeenCalled();
  });
});
