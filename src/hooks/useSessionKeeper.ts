import { TOKEN_CHECK_INTERVAL_MS } from '@/constants/session';
import { saveBehaviorRecord } from '@/services/housekeeping';
import type { TokenStatus } from '@/types';
import { stripPrefix } from '@/utils/localePrefix';
import { checkToken } from '@/utils/session';
import { onSession } from '@/utils/sessionEvents';
import { hydrationPending, whenHydrated } from '@/utils/hydration';
import { isAuthenticated, readToken, tokenStatus } from '@/utils/token';
import { useDispatch, useLocation } from '@umijs/max';
import { useEffect, useRef } from 'react';

/**
 * Keeps the session alive for the whole app: the token timer (every 6 s), user and fund reload
 * after every page finish, reset on session events, and the page-view record.
 */
export default function useSessionKeeper(): void {
  const dispatch = useDispatch();
  const { pathname } = useLocation();
  const last = useRef<TokenStatus | undefined>(tokenStatus(readToken(), Date.now()));

  useEffect(
    () =>
      onSession((e) => {
        if (e === 'cleared') {
          dispatch({ type: 'user/clear' });
          dispatch({ type: 'fund/clear' });
        } else if (e === 'lost') {
          // the page stays mounted behind the login dialog, so nothing typed is lost
          dispatch({ type: 'user/lose' });
          dispatch({ type: 'fund/clear' });
        } else if (e === 'signedIn') {
          dispatch({ type: 'user/fetch' });
          dispatch({ type: 'fund/fetch' });
        }
        last.current = tokenStatus(readToken(), Date.now());
      }),
    [dispatch],
  );

  useEffect(() => {
    const id = window.setInterval(() => {
      checkToken(last.current).then((s) => {
        last.current = s;
      });
    }, TOKEN_CHECK_INTERVAL_MS);
    return () => window.clearInterval(id);
  }, []);

  useEffect(() => {
    let live = true;
    const reload = () => {
      if (!live) return;
      if (isAuthenticated()) {
        // the console's route loader started this navigation's user info
        dispatch({ type: 'user/fetch', payload: { preloaded: true } });
        dispatch({ type: 'fund/fetch' });
      } else {
        dispatch({ type: 'user/clear' });
      }
    };
    // a server-rendered page changes the store only once it is hydrated (src/utils/hydration.ts)
    if (hydrationPending()) whenHydrated().then(reload);
    else reload();
    // page-view bookkeeping (a silent call), not a user action: a lost record needs no word
    saveBehaviorRecord({ path: stripPrefix(pathname), at: Date.now() }).catch(() => undefined);
    return () => {
      live = false;
    };
  }, [pathname, dispatch]);
}
