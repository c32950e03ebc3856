import { authApi } from '@/domain/auth/endpoints';
import { getUserInfo } from '@/services/auth';
import type { CurrentUser } from '@/types';
import type { UserStatus } from '@/utils/guards';
import { reportError } from '@/utils/reportError';
import { hydrationPending } from '@/utils/hydration';
import { preloadedAnswer } from '@/utils/routeData';
import { isAuthenticated } from '@/utils/token';
import type { Effect, Reducer } from '@umijs/max';

export interface UserModelState {
  currentUser?: CurrentUser;
  status: UserStatus;
}

export interface UserModel {
  namespace: 'user';
  state: UserModelState;
  effects: { fetch: Effect };
  reducers: { save: Reducer<UserModelState>; clear: Reducer<UserModelState>; lose: Reducer<UserModelState> };
}

const initial: UserModelState = { currentUser: undefined, status: 'idle' };

/**
 * The store starts with the user when the route's loader has the answer already (it usually
 * arrives before the first render): the guards then let the page render in that same pass instead
 * of one render later. Not while a server-rendered page is hydrated: its HTML was rendered without
 * a user.
 */
function startingState(): UserModelState {
  if (typeof window === 'undefined' || hydrationPending() || !isAuthenticated()) return initial;
  const currentUser = preloadedAnswer(authApi.getUserInfo);
  return currentUser ? { currentUser, status: 'loaded' } : initial;
}

/** The signed-in user (SPEC §3 user state); reloaded after every page finish. */
const userModel: UserModel = {
  namespace: 'user',
  // read when the store is created (the app's first render), not when this module loads
  get state() {
    return startingState();
  },
  effects: {
    *fetch(action, { call, put, select }) {
      const preloaded = (action.payload as { preloaded?: boolean } | undefined)?.preloaded === true;
      if (!isAuthenticated()) {
        yield put({ type: 'clear' });
        return;
      }
      const had: CurrentUser | undefined = yield select((s: { user: UserModelState }) => s.user.currentUser);
      if (!had) yield put({ type: 'save', payload: { status: 'loading' } });
      try {
        const currentUser: CurrentUser = yield call(getUserInfo, preloaded);
        const now: UserModelState = yield select((s: { user: UserModelState }) => s.user);
        // the answer the store started with: nothing changes, nothing re-renders
        if (now.currentUser !== currentUser || now.status !== 'loaded')
          yield put({ type: 'save', payload: { currentUser, status: 'loaded' } });
      } catch (e) {
        // the pipeline showed a failed load (reportError adds anything else); a lost session clears
        // through session events
        reportError(e);
        if (!had) yield put({ type: 'save', payload: { status: isAuthenticated() ? 'idle' : 'anonymous' } });
      }
    },
  },
  reducers: {
    save(state = initial, { payload }) {
      return { ...state, ...payload };
    },
    clear() {
      return { currentUser: undefined, status: 'anonymous' };
    },
    /** The session ended under an open page: signed out, but the page keeps the user it was built for. */
    lose(state = initial) {
      return { ...state, status: 'anonymous' };
    },
  },
};

export default userModel;
