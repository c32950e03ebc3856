import { getUserInfo } from '@/services/auth';
import type { CurrentUser } from '@/types';
import type { UserStatus } from '@/utils/guards';
import { reportError } from '@/utils/reportError';
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

/** The signed-in user (SPEC §3 user state); reloaded after every page finish. */
const userModel: UserModel = {
  namespace: 'user',
  state: initial,
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
