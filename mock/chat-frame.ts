import { now } from './_db/clock';
import { viewerOf } from './_db/chat/accounts';
import {
  history,
  listConversations,
  markRead,
  openConversation,
  openService,
  sendMessage,
  serviceAutoReply,
} from './_db/chat/conversations';
import { isoNow, optionalInt, parseSide } from './_db/chat/input';
import { getDb } from './_db/store';
import { handlers } from './_lib/handlers';
import { created } from './_lib/http';
import { bodyOf, queryStr, str } from './_lib/input';
import type { Req } from './_lib/http';
import { requireUser } from './_lib/session';

/**
 * The built-in chat service behind /chat/frame. Every call names the side (query `side`) whose
 * chat account acts; a real chat service replaces this together with the frame.
 */
const viewer = (req: Req) => viewerOf(getDb(), requireUser(req), parseSide(queryStr(req, 'side')));
const idOf = (req: Req) => String(req.params.id);

export default handlers({
  'GET /api/chat/conversations': (req) => listConversations(getDb(), viewer(req), queryStr(req, 'keyword')),

  /** switchConversation: body { switchUserId, orderNo? }. */
  'POST /api/chat/conversations/open': (req) => {
    const body = bodyOf(req);
    return openConversation(
      getDb(),
      viewer(req),
      { switchUserId: str(body, 'switchUserId'), orderNo: str(body, 'orderNo') || undefined },
      isoNow(now()),
    );
  },

  'POST /api/chat/service/open': (req) => openService(getDb(), viewer(req), isoNow(now())),

  'GET /api/chat/conversations/:id/messages': (req) =>
    history(getDb(), viewer(req), idOf(req), {
      before: optionalInt(queryStr(req, 'before'), 'before'),
      after: optionalInt(queryStr(req, 'after'), 'after'),
      size: optionalInt(queryStr(req, 'size'), 'size'),
    }),

  'POST /api/chat/conversations/:id/messages': (req) => {
    const db = getDb();
    const body = bodyOf(req);
    const at = isoNow(now());
    const message = sendMessage(db, viewer(req), idOf(req), { type: body.type, content: body.content }, at);
    serviceAutoReply(db, idOf(req), at);
    return created(message);
  },

  'PATCH /api/chat/conversations/:id/read': (req) => markRead(getDb(), viewer(req), idOf(req)),
});
