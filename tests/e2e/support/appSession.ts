import { openSession, type Session } from '../browser';
import { AppPage } from '../pages/AppPage';
import { resetBackend } from './backend';

/**
 * The browser session of one e2e file: opened before its first test, closed after its last, and
 * before each test the previous app unloaded (its timers would otherwise answer a revoked token by
 * clearing the token cookie the next test has just written) and the cookies cleared. The backend
 * is reset once for the file, or before each test with `reset: 'each'`.
 */
export function appSession(onOpen: (opened: { s: Session; app: AppPage }) => void, opts: { reset?: 'once' | 'each' } = {}): void {
  const reset = opts.reset ?? 'once';
  let s: Session | undefined;
  beforeAll(async () => {
    s = await openSession();
    onOpen({ s, app: new AppPage(s.page) });
    if (reset === 'once') await resetBackend();
  });
  afterAll(async () => {
    await s?.close();
  });
  beforeEach(async () => {
    if (!s) return;
    await s.page.goto('about:blank');
    if (reset === 'each') await resetBackend();
    const cookies = await s.context.cookies();
    if (cookies.length) await s.context.deleteCookie(...cookies);
  });
}
