import { B } from '../src/constants/api';
import type { CommentSide } from '../src/types';
import { createComment, listComments, replyComment } from './_db/supplier/comments';
import { boolField, pageQuery, strField, translate, userCall } from './_db/supplier/request';
import { handlers } from './_lib/handlers';
import { created } from './_lib/http';
import { bodyOf, type Json } from './_lib/input';

/**
 * Reviews of orders (SPEC §7 B/orders/comments, B/comments/{commentId}) for both sides:
 * side=sales lists reviews of my sales orders (supplier), side=purchase the ones I wrote (receiver).
 */
function queryOf(src: Json) {
  const rating = strField(src, 'rating');
  return {
    ...pageQuery(src),
    side: (strField(src, 'side') === 'purchase' ? 'purchase' : 'sales') as CommentSide,
    rating: rating ? Number(rating) : undefined,
    replied: boolField(src, 'replied'),
    keyword: strField(src, 'keyword'),
    startAt: strField(src, 'startAt'),
    endAt: strField(src, 'endAt'),
  };
}

export default handlers({
  [`GET ${B}/orders/comments`]: (req) => {
    const call = userCall(req);
    return listComments(call.db, call.owner.id, queryOf((req.query ?? {}) as Json));
  },
  /** The order is looked up among reviews' known orders; the trading area owns orders proper. */
  [`POST ${B}/orders/comments`]: (req) => {
    const call = userCall(req);
    const body = bodyOf(req);
    return created(createComment(call.db, call.owner, body, undefined, call.at));
  },
  [`POST ${B}/comments/:commentId`]: (req) => {
    const call = userCall(req);
    return replyComment(call.db, call.owner.id, String(req.params.commentId), bodyOf(req).reply, call.at, translate(req));
  },
});
