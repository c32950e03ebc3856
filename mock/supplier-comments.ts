import { B } from '../src/constants/api';
import type { CommentSide } from '../src/types';
import { createComment, listComments, replyComment } from './_db/supplier/comments';
import { boolField, pageQuery, strField, userCall } from './_db/supplier/request';
import { findOrder } from './_db/trade/orders';
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
  /** The buyer reviews a completed order (orders are the trading slice's: read through findOrder). */
  [`POST ${B}/orders/comments`]: (req) => {
    const call = userCall(req);
    const body = bodyOf(req);
    const o = typeof body.orderNo === 'string' ? findOrder(call.db, body.orderNo) : undefined;
    const order =
      o && (o.status === 'COMPLETED' || o.status === 'RECEIVED')
        ? {
            sellerId: o.seller.id,
            sellerName: o.seller.storeName ?? o.seller.name,
            buyerId: o.buyer.id,
            commodityTitle: o.title,
            gameId: o.gameId,
          }
        : undefined;
    return created(createComment(call.db, call.owner, body, order, call.at, call.t));
  },
  [`POST ${B}/comments/:commentId`]: (req) => {
    const call = userCall(req);
    return replyComment(call.db, call.owner.id, String(req.params.commentId), bodyOf(req).reply, call.at, call.t);
  },
});
