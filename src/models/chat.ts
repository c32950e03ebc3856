import { currentAppPath } from '@/microapp/base';
import { increasedSides, NO_UNREAD, unreadBySide, type UnreadBySide } from '@/components/chat/unread';
import { getChatUnreadList, getOrderChat, initChatAccount } from '@/services/chat';
import { wireSideOf, type OrderSide } from '@/domain/trade/codes';
import type { ChatOrderInfo, OnSide, SideAccounts, SideUnreadList } from '@/types';
import type { OpenChatRequest } from '@/utils/chatBus';
import { buildSwitchConversation, type SwitchConversationMessage } from '@/utils/chatProtocol';
import { t } from '@/utils/i18n';
import { RequestError } from '@/utils/request';
import { errorText, reportError } from '@/utils/reportError';
import { playSound } from '@/utils/sound';
import { toast } from '@/utils/toast';
import { stripPrefix, withPrefix } from '@/utils/localePrefix';
import { isAuthenticated } from '@/utils/token';
import { history, type Effect, type Reducer } from '@umijs/max';

/**
 * Chat state shared by the launcher, the dialog and its frames: the user's chat accounts, unread
 * counts per side (from the poll, or live from a frame), which tab is open, and a conversation
 * switch waiting for its frame.
 */
export interface ChatModelState {
  /** whose state this is: a different signed-in user starts afresh */
  userId?: string;
  accounts: SideAccounts;
  unread: UnreadBySide;
  loaded: boolean;
  /** the dialog is visible */
  open: boolean;
  /** the dialog was opened once: its frames stay mounted from then on */
  mounted: boolean;
  side: OrderSide;
  /** sides whose frame is loaded and reports by itself (unreadCount, newMessage) */
  live: Record<OrderSide, boolean>;
  /** bumped on every new message: the launcher replays its animation */
  pulse: number;
  /** a switchConversation for the frame of its side, sent once that frame is loaded */
  pending?: SwitchConversationMessage;
  /** sides whose chat account initialisation failed, with the text shown */
  initError: Partial<Record<OrderSide, string>>;
  /** the customer-service panel is open */
  serviceOpen: boolean;
}

export interface ChatModel {
  namespace: 'chat';
  state: ChatModelState;
  effects: { fetch: Effect; openChat: Effect; ensureAccount: Effect };
  reducers: {
    save: Reducer<ChatModelState>;
    clear: Reducer<ChatModelState>;
    reset: Reducer<ChatModelState>;
    setUnread: Reducer<ChatModelState>;
    newMessage: Reducer<ChatModelState>;
    setLive: Reducer<ChatModelState>;
  };
}

export const initialChatState: ChatModelState = {
  accounts: {},
  unread: NO_UNREAD,
  loaded: false,
  open: false,
  mounted: false,
  side: 'purchase',
  live: { purchase: false, sales: false },
  pulse: 0,
  initError: {},
  serviceOpen: false,
};

type Root = { chat: ChatModelState };

/** SPEC §8: 'user IM account initialisation failed, contact customer service:' + the error title. */
export function initFailureText(e: unknown): string {
  const title = e instanceof RequestError ? (e.body?.title ?? e.message) : errorText(e);
  return t('chat.error.initFailed', { title });
}

/** SPEC §8: the counterparty has no chat id — the supplier's on the purchase side, the reseller's on the sales side. */
export function missingCounterpartyText(side: OrderSide): string {
  return t(side === 'purchase' ? 'chat.error.noSupplierAccount' : 'chat.error.noResellerAccount');
}

/** The payload of an action, typed by the reducer or effect that handles it. */
const payloadOf = <P>(action: { type: unknown; payload?: unknown }): P => action.payload as P;

type Commands = Parameters<Effect>[1];

/** /pending/accountCreatePending for `side` (buy/sell in its query), in the current locale, returning to the current page. */
export function accountPendingPath(side: OrderSide, pathname: string, search: string): string {
  const next = encodeURIComponent(`${stripPrefix(pathname)}${search}`);
  return withPrefix(`/pending/accountCreatePending?side=${wireSideOf(side)}&next=${next}`, pathname);
}

/** Makes sure the caller has a chat account on `side`; remembers the SPEC §8 text on failure. */
function* ensure(side: OrderSide, quiet: boolean, { call, put, select }: Commands): Generator<unknown, string | undefined, unknown> {
  const state = (yield select((s: Root) => s.chat)) as ChatModelState;
  if (state.accounts[side]) return state.accounts[side];
  try {
    const accounts = (yield call(initChatAccount, side)) as SideAccounts;
    yield put({ type: 'save', payload: { accounts, initError: { ...state.initError, [side]: undefined } } });
    // created asynchronously: wait for it on the pending page, which comes back here
    if (!accounts[side] && !quiet) history.push(accountPendingPath(side, currentAppPath(), window.location.search));
    return accounts[side];
  } catch (e) {
    const text = initFailureText(e);
    yield put({ type: 'save', payload: { initError: { ...state.initError, [side]: text } } });
    if (!quiet) toast.error(text);
    return undefined;
  }
}

const chatModel: ChatModel = {
  namespace: 'chat',
  state: initialChatState,
  effects: {
    /** The unread poll: counts per side; a rise on a side without a live frame chimes here. */
    *fetch(_, { call, put, select }) {
      if (!isAuthenticated()) {
        yield put({ type: 'clear' });
        return;
      }
      try {
        const res: SideUnreadList = yield call(getChatUnreadList);
        const before: ChatModelState = yield select((s: Root) => s.chat);
        const unread = unreadBySide(res.list);
        // a frame the user is looking at reports its own count and news, fresher than this poll;
        // behind a closed dialog it polls slowly, so the poll speaks for it
        const live = (side: OrderSide) => before.open && before.live[side];
        const risen = before.loaded ? increasedSides(before.unread, unread).filter((side) => !live(side)) : [];
        const merged: UnreadBySide = {
          purchase: live('purchase') ? before.unread.purchase : unread.purchase,
          sales: live('sales') ? before.unread.sales : unread.sales,
        };
        yield put({ type: 'save', payload: { accounts: res.accounts, unread: merged, loaded: true } });
        if (risen.length > 0) {
          yield put({ type: 'newMessage' });
          playSound('new-message');
        }
      } catch {
        // a background poll (silent call): a failure keeps the last counts and the next poll retries
      }
    },

    *ensureAccount(action, commands) {
      const { side, quiet } = payloadOf<{ side: OrderSide; quiet?: boolean }>(action);
      yield* ensure(side, !!quiet, commands);
    },

    /** chatBus.openChat: opens the dialog on that side and queues the switch to that conversation. */
    *openChat(action, commands) {
      const { call, put } = commands;
      const { side, orderNo, counterpartyId } = payloadOf<OpenChatRequest>(action);
      yield put({ type: 'save', payload: { open: true, mounted: true, side, serviceOpen: false } });
      let info: OnSide<ChatOrderInfo>;
      try {
        info = yield call(getOrderChat, { side, counterpartyId, orderNo });
      } catch (e) {
        reportError(e); // the pipeline showed why the chat could not open; anything else is shown here
        return;
      }
      if (!info.counterpartyAccount) {
        toast.warning(missingCounterpartyText(side));
        return;
      }
      const mine = info.myAccount ?? (yield* ensure(side, false, commands));
      if (!mine) return;
      const pending = buildSwitchConversation({
        currentUserId: mine,
        switchUserId: info.counterpartyAccount,
        side,
        orderNo: info.orderNo,
      });
      yield put({ type: 'save', payload: { pending } });
    },
  },
  reducers: {
    save(state = initialChatState, action) {
      return { ...state, ...payloadOf<Partial<ChatModelState>>(action) };
    },
    clear(state = initialChatState) {
      return { ...initialChatState, userId: state.userId };
    },
    reset(_, action) {
      return { ...initialChatState, userId: payloadOf<{ userId?: string }>(action).userId };
    },
    /** a frame reported its side's count */
    setUnread(state = initialChatState, action) {
      const { side, count } = payloadOf<{ side: OrderSide; count: number }>(action);
      return { ...state, unread: { ...state.unread, [side]: count } };
    },
    newMessage(state = initialChatState) {
      return { ...state, pulse: state.pulse + 1 };
    },
    setLive(state = initialChatState, action) {
      const { side, live } = payloadOf<{ side: OrderSide; live: boolean }>(action);
      return { ...state, live: { ...state.live, [side]: live } };
    },
  },
};

export default chatModel;
