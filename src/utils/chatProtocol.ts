/**
 * The cross-frame chat protocol (SPEC §3 chat message, §7 cross-frame messages) between the console
 * (host) and the embedded chat frame. Incoming actions: unreadCount, loading, login, gotoDetail,
 * newMessage; outgoing: switchConversation with currentUserId, switchUserId and type. A message is
 * accepted only from the frame's origin and window (DESIGN §4), and only when its fields have the
 * right types: anything else is dropped silently.
 */
import type { TokenResponse } from '@/domain/auth/types';
import { isWireSide, orderSideOf, wireSideOf, type OrderSide } from '@/domain/trade/codes';
import { assetUrl } from '@/microapp/urls';
import type { ChatSide } from '@/types';

export const CHAT_FRAME_PATH = '/chat/frame';
export const CONVERSATION_TYPE = 'C2C';
/** `from` of the messages each end sends */
export const FRAME_SENDER = 'gt-chat';
export const HOST_SENDER = 'gt-console';

export const INCOMING_ACTIONS = ['unreadCount', 'loading', 'login', 'gotoDetail', 'newMessage'] as const;
export type IncomingAction = (typeof INCOMING_ACTIONS)[number];

interface Envelope {
  from?: string;
  conversationType?: typeof CONVERSATION_TYPE;
  /** the chat account the frame is signed in with */
  userId?: string;
}

export type FrameMessage = Envelope &
  (
    | { action: 'unreadCount'; unreadCount: number }
    /** the frame has loaded and takes messages */
    | { action: 'loading' }
    /** the frame has no valid session: the host asks the user to sign in */
    | { action: 'login' }
    | { action: 'gotoDetail'; orderNo: string }
    | { action: 'newMessage'; closeAudio?: boolean; orderNo?: string }
  );

export interface SwitchConversationMessage extends Envelope {
  action: 'switchConversation';
  currentUserId: string;
  switchUserId: string;
  /** the side of currentUserId on the wire: 'buy' (purchase, my purchases) or 'sell' (sales, my sales) */
  type: ChatSide;
  orderNo?: string;
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const optString = (v: unknown) => v === undefined || typeof v === 'string';
const nonEmpty = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';

function envelopeOk(d: Obj): boolean {
  return optString(d.from) && optString(d.userId) && (d.conversationType === undefined || d.conversationType === CONVERSATION_TYPE);
}

/** Validates the data of an incoming message; null when it is not a well-formed frame message. */
export function parseFrameData(data: unknown): FrameMessage | null {
  if (!isObj(data) || !envelopeOk(data)) return null;
  const base: Envelope = {
    from: data.from as string | undefined,
    conversationType: data.conversationType as Envelope['conversationType'],
    userId: data.userId as string | undefined,
  };
  switch (data.action) {
    case 'unreadCount': {
      const n = data.unreadCount;
      if (typeof n !== 'number' || !Number.isInteger(n) || n < 0) return null;
      return { ...base, action: 'unreadCount', unreadCount: n };
    }
    case 'loading':
    case 'login':
      return { ...base, action: data.action };
    case 'gotoDetail':
      return nonEmpty(data.orderNo) ? { ...base, action: 'gotoDetail', orderNo: data.orderNo } : null;
    case 'newMessage':
      if (data.closeAudio !== undefined && typeof data.closeAudio !== 'boolean') return null;
      if (!optString(data.orderNo)) return null;
      return {
        ...base,
        action: 'newMessage',
        closeAudio: data.closeAudio as boolean | undefined,
        orderNo: data.orderNo as string | undefined,
      };
    default:
      return null;
  }
}

export interface MessageSourceCheck {
  /** origin the frame was loaded from */
  origin: string;
  /** the frame's window; messages of other windows (another tab's frame, extensions) are dropped */
  source?: MessageEventSource | null;
}

/** Whether a message comes from the expected origin (and window, when one is given). */
function fromExpected(event: Pick<MessageEvent, 'origin' | 'source'>, expected: MessageSourceCheck): boolean {
  if (!expected.origin || event.origin !== expected.origin) return false;
  return expected.source === undefined || event.source === expected.source;
}

/** A frame message from the expected origin and window, or null. */
export function acceptFrameMessage(
  event: Pick<MessageEvent, 'origin' | 'data' | 'source'>,
  expected: MessageSourceCheck,
): FrameMessage | null {
  if (!fromExpected(event, expected)) return null;
  return parseFrameData(event.data);
}

export interface FrameHandlers {
  onUnreadCount: (count: number) => void;
  onLoaded: () => void;
  onLogin: () => void;
  onGotoDetail: (orderNo: string) => void;
  /** `sound` is false when the frame asked for silence (closeAudio) */
  onNewMessage: (sound: boolean, orderNo?: string) => void;
}

/** The host's listener for one frame: checks origin and window, then dispatches the action. */
export function createFrameListener(expected: () => MessageSourceCheck, handlers: FrameHandlers): (event: MessageEvent) => void {
  return (event) => {
    const msg = acceptFrameMessage(event, expected());
    if (!msg) return;
    switch (msg.action) {
      case 'unreadCount':
        handlers.onUnreadCount(msg.unreadCount);
        break;
      case 'loading':
        handlers.onLoaded();
        break;
      case 'login':
        handlers.onLogin();
        break;
      case 'gotoDetail':
        handlers.onGotoDetail(msg.orderNo);
        break;
      case 'newMessage':
        handlers.onNewMessage(msg.closeAudio !== true, msg.orderNo);
        break;
    }
  };
}

/** The side a switchConversation is for. */
export const sideOfSwitch = (msg: SwitchConversationMessage): OrderSide => orderSideOf(msg.type);

export function buildSwitchConversation(p: {
  currentUserId: string;
  switchUserId: string;
  side: OrderSide;
  orderNo?: string;
}): SwitchConversationMessage {
  return {
    from: HOST_SENDER,
    conversationType: CONVERSATION_TYPE,
    action: 'switchConversation',
    userId: p.currentUserId,
    currentUserId: p.currentUserId,
    switchUserId: p.switchUserId,
    type: wireSideOf(p.side),
    ...(p.orderNo ? { orderNo: p.orderNo } : {}),
  };
}

/** The frame's side of the check: a switchConversation from its parent at the expected origin. */
export function acceptHostMessage(
  event: Pick<MessageEvent, 'origin' | 'data' | 'source'>,
  expected: MessageSourceCheck,
): SwitchConversationMessage | null {
  if (!fromExpected(event, expected)) return null;
  const d = event.data;
  if (!isObj(d) || !envelopeOk(d) || d.action !== 'switchConversation') return null;
  if (!nonEmpty(d.currentUserId) || !nonEmpty(d.switchUserId) || !isWireSide(d.type) || !optString(d.orderNo)) return null;
  return buildSwitchConversation({
    currentUserId: d.currentUserId,
    switchUserId: d.switchUserId,
    side: orderSideOf(d.type),
    orderNo: (d.orderNo as string | undefined) || undefined,
  });
}

/**
 * Inside a host portal the built-in frame comes from the console's origin while the page is the
 * portal's: the frame has no session cookie there. The console hands it its session in this first
 * message, and the frame then talks only to the origin that sent it, as that token's user.
 */
export interface SessionMessage {
  from: typeof HOST_SENDER;
  action: 'session';
  token: TokenResponse;
}

export function sessionMessage(token: TokenResponse): SessionMessage {
  return {
    from: HOST_SENDER,
    action: 'session',
    token: { accessToken: token.accessToken, expiresIn: token.expiresIn, issuedAt: token.issuedAt },
  };
}

/** The hosted frame asks its parent for the session once it listens (it may load after the console's first send). */
export const SESSION_REQUEST = { from: FRAME_SENDER, action: 'sessionRequest' } as const;

/** The console's side: the frame at `expected` asks for the session. */
export function isSessionRequest(event: Pick<MessageEvent, 'origin' | 'data' | 'source'>, expected: MessageSourceCheck): boolean {
  return fromExpected(event, expected) && isObj(event.data) && event.data.from === FRAME_SENDER && event.data.action === 'sessionRequest';
}

/** The hosted frame's side: a session from its parent window (any origin: the frame then answers only that one), or null. */
export function acceptSessionMessage(
  event: Pick<MessageEvent, 'origin' | 'data' | 'source'>,
  parent: MessageEventSource | null,
): { origin: string; token: TokenResponse } | null {
  if (!parent || event.source !== parent || !event.origin || event.origin === 'null') return null;
  const d = event.data;
  if (!isObj(d) || d.from !== HOST_SENDER || d.action !== 'session' || !isObj(d.token)) return null;
  const { accessToken, expiresIn, issuedAt } = d.token;
  if (!nonEmpty(accessToken) || typeof expiresIn !== 'number' || typeof issuedAt !== 'number') return null;
  return { origin: event.origin, token: { accessToken, expiresIn, issuedAt } };
}

/** A frame → host message, stamped with the frame's envelope. */
export function frameMessage(msg: FrameMessage, userId?: string): FrameMessage {
  return { ...msg, from: FRAME_SENDER, conversationType: CONVERSATION_TYPE, ...(userId ? { userId } : {}) };
}

export interface FrameUrlOptions {
  side: OrderSide;
  /** the chat account the frame signs in with */
  userId?: string;
  /** URL prefix of the current locale ('' | 'zh_CN' | 'en') */
  localePrefix?: string;
  /** 'service': a single customer-service conversation */
  mode?: 'service';
  /** CHAT_FRAME_URL; empty means the built-in frame page */
  configured?: string;
  /** the console runs inside a host portal: the built-in frame comes from the console's origin and waits for its session */
  hosted?: boolean;
}

/** Query flag of a built-in frame embedded by a console that runs inside a host portal. */
export const HOSTED_FRAME_PARAM = 'embed';

/**
 * The frame URL: the configured chat service, else the built-in page under the current locale
 * prefix. The frame learns its side, account, language and mode from the query.
 */
export function chatFrameUrl(o: FrameUrlOptions): string {
  const builtIn = !o.configured;
  const ownPath = `${o.localePrefix ? `/${o.localePrefix}` : ''}${CHAT_FRAME_PATH}`;
  const base = builtIn ? (o.hosted ? assetUrl(ownPath) : ownPath) : (o.configured as string);
  const q = new URLSearchParams({ side: wireSideOf(o.side) });
  if (builtIn && o.hosted) q.set(HOSTED_FRAME_PARAM, 'host');
  if (o.userId) q.set('userId', o.userId);
  if (o.mode) q.set('mode', o.mode);
  if (!builtIn && o.localePrefix) q.set('lang', o.localePrefix);
  return `${base}${base.includes('?') ? '&' : '?'}${q.toString()}`;
}

/** The origin messages from a frame at `url` must come from; '' for an unusable URL. */
export function frameOrigin(url: string, pageHref: string): string {
  try {
    const u = new URL(url, pageHref);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.origin : '';
  } catch {
    return ''; // not a URL (a misconfigured CHAT_FRAME_URL): the frame gets no messages; the caller treats '' as unusable
  }
}

/** The configured chat service URL (build-time CHAT_FRAME_URL), '' for the built-in frame. */
export function configuredFrameUrl(): string {
  return process.env.CHAT_FRAME_URL || '';
}

/** Whether a pathname (with or without a locale prefix) is the built-in chat frame page. */
export function isChatFramePath(pathname: string): boolean {
  return /^(?:\/(?:zh_CN|en))?\/chat\/frame\/?$/.test(pathname);
}
