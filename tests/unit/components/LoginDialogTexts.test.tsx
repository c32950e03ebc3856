/**
 * The login dialog is global (GlobalOverlays): it opens over home and other pages where only the
 * core texts (src/locales/<locale>.ts) are loaded. Every text it shows must be among them, in both
 * locales, or the user sees raw keys.
 */
const core: { messages: Record<string, string> } = { messages: {} };
jest.mock('@umijs/max', () => {
  const format = (id: string) => core.messages[id] ?? id;
  return {
    ...require('../umiMock').umiMock,
    useIntl: () => ({ locale: 'zh-CN', messages: core.messages, formatMessage: ({ id }: { id: string }) => format(id) }),
    FormattedMessage: ({ id }: { id: string }) => <>{format(id)}</>,
  };
});
jest.mock('@/services/auth', () => ({ login: jest.fn() }));
jest.mock('@/utils/session', () => ({ handleLoginResponse: jest.fn() }));

import LoginDialog from '@/components/LoginDialog';
import enCore from '@/locales/en-US';
import zhCore from '@/locales/zh-CN';
import { closeLoginDialog, openLoginDialog } from '@/utils/loginDialog';
import { act, render, screen } from '@testing-library/react';

/** A text id shown as is: dotted lower-camel words such as `dev.login.or`. */
const RAW_KEY = /\b[a-z]+(\.[a-zA-Z0-9]+){2,}\b/;

describe('login dialog texts', () => {
  beforeAll(() => import('@/components/LoginDialog/Dialog'));
  afterEach(() => act(() => closeLoginDialog()));

  it.each([
    ['zh-CN', zhCore, '使用 GitHub 登录', '或'],
    ['en-US', enCore, 'Sign in with GitHub', 'or'],
  ])('shows real text in %s with only the core texts loaded', async (_locale, messages, github, or) => {
    core.messages = messages as Record<string, string>;
    openLoginDialog();
    render(<LoginDialog />);
    const dialog = await screen.findByTestId('login-dialog', {}, { timeout: 10_000 });
    expect(dialog.textContent).not.toMatch(RAW_KEY);
    expect(screen.getByTestId('login-oauth2-github')).toHaveTextContent(github);
    expect(dialog.querySelector('.ant-divider')).toHaveTextContent(or);
  });
});
