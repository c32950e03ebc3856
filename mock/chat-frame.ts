import { chatApi } from '../src/domain/chat/endpoints';
import { now } from './_db/clock';
import {
  history,
  listConversations,
  markRead,
  openConversation,
  openService,
  optionalInt,
  parseSide,
  sendMessage,
  serviceAutoReply,
  viewerOf,
} from './_db/chat';
import { getDb } from './_db/store';
import { iso } from './_lib/dates';
import { handlers, route } from './_lib/handlers';
import { created, type Req } from './_lib/http';
import { str } from './_lib/input';
import { requireUser } from './_lib/session';

/**
 * The built-in chat service behind /chat/frame. Every call names the side (query `side`) whose
 * chat account acts; a real chat service replaces this together with the frame.
 */
const viewer = (req: Req, side: string | undefined) => viewerOf(getDb(), requireUser(req), parseSide(side));

export default handlers({
  ...route(chatApi.listConversations, ({ req, query }) => listConversations(getDb(), viewer(req, query.side), query.keyword)),

  /** switchConversation: body { switchUserId, orderNo? }. */
  ...route(chatApi.openConversation, ({ req, query, body }) =>
    openConversation(
      getDb(),
      viewer(req, query.side),
      { switchUserId: str(body, 'switchUserId'), orderNo: str(body, 'orderNo') || undefined },
      iso(now()),
    ),
  ),

  ...route(chatApi.openServiceConversation, ({ req, query }) => openService(getDb(), viewer(req, query.side), iso(now()))),

  ...route(chatApi.getChatHistory, ({ req, params, query }) =>
    history(getDb(), viewer(req, query.side), params.id, {
      before: optionalInt(query, 'before'),
      after: optionalInt(query, 'after'),
      size: optionalInt(query, 'size'),
    }),
  ),

  ...route(chatApi.sendChatMessage, ({ req, params, query, body }) => {
    const db = getDb();
    const at = iso(now());
    const message = sendMessage(db, viewer(req, query.side), params.id, { type: body.type, content: body.content }, at);
    serviceAutoReply(db, params.id, at);
    return created(message);
  }),

  ...route(chatApi.markConversationRead, ({ req, params, query }) => markRead(getDb(), viewer(req, query.side), params.id)),
});
