import { getMyFund } from '@/services/fund';
import type { FundInfo } from '@/types';
import { reportError } from '@/utils/reportError';
import { isAuthenticated } from '@/utils/token';
import type { Effect, Reducer } from '@umijs/max';

export interface FundModelState {
  info?: FundInfo;
}

export interface FundModel {
  namespace: 'fund';
  state: FundModelState;
  effects: { fetch: Effect };
  reducers: { save: Reducer<FundModelState>; clear: Reducer<FundModelState> };
}

/** Fund info of the signed-in user (SPEC §3), loaded after every page finish. */
const fundModel: FundModel = {
  namespace: 'fund',
  state: {},
  effects: {
    *fetch(_, { call, put }) {
      if (!isAuthenticated()) {
        yield put({ type: 'clear' });
        return;
      }
      try {
        const info: FundInfo = yield call(getMyFund);
        yield put({ type: 'save', payload: { info } });
      } catch (e) {
        reportError(e); // the pipeline showed a failed load; anything else is shown here
      }
    },
  },
  reducers: {
    save(state = {}, { payload }) {
      return { ...state, ...payload };
    },
    clear() {
      return {};
    },
  },
};

export default fundModel;
