/**
 * A stand-in for '@umijs/max' in component tests: English texts from the real locale file,
 * a recorded history, and a dva-like store the test controls.
 */
import { allMessages } from '@/locales/all';

type Messages = Record<string, string>;
const messages: Messages = allMessages['en-US'];

export const format = (id: string, values?: Record<string, unknown>) =>
  (messages[id] ?? id).replace(/\{(\w+)\}/g, (_, k: string) => String(values?.[k] ?? ''));

export const state: { pathname: string; search: string; store: Record<string, unknown>; dispatched: unknown[] } = {
  pathname: '/en/order/sold',
  search: '',
  store: {},
  dispatched: [],
};

export const umiMock = {
  useIntl: () => ({ locale: 'en-US', formatMessage: ({ id }: { id: string }, v?: Record<string, unknown>) => format(id, v) }),
  FormattedMessage: ({ id, values }: { id: string; values?: Record<string, unknown> }) => <>{format(id, values)}</>,
  getIntl: () => ({ formatMessage: ({ id }: { id: string }, v?: Record<string, unknown>) => format(id, v) }),
  getLocale: () => 'en-US',
  setLocale: jest.fn(),
  addLocale: jest.fn(),
  history: { push: jest.fn(), replace: jest.fn(), location: { pathname: '/' }, listen: jest.fn(() => () => undefined) },
  useLocation: () => ({ pathname: state.pathname, search: state.search, hash: '' }),
  useSelector: (fn: (s: Record<string, unknown>) => unknown) => fn(state.store),
  useDispatch: () => (a: unknown) => state.dispatched.push(a),
  Link: ({ to, children }: { to: string; children: React.ReactNode }) => <a href={to}>{children}</a>,
};
