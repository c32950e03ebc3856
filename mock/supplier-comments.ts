import { supplierApi } from '../src/domain/supplier/endpoints';
import type { CommentQuery } from '../src/types';
import { createComment, listComments, replyComment, userCall } from './_db/supplier';
import { findOrder } from './_db/trade';
import { handlers, route } from './_lib/handlers';
import { created } from './_lib/http';
import { bool, int, text, type Json } from './_lib/input';
import { pageParams } from './_lib/paging';

/**
 * Reviews of orders (SPEC §7 B/orders/comments, B/comments/{commentId}) for both sides:
 * side=sales lists reviews of my sales orders (supplier), side=purchase the ones I wrote (receiver).
 */
function commentQuery(src: Json): CommentQuery {
  return {
    ...pageParams(src),
    side: text(src, 'side') === 'purchase' ? 'purchase' : 'sales',
    // not a whole number: NaN, which no review's rating equals
    rating: int(src, 'rating'),
    replied: bool(src, 'replied'),
    keyword: text(src, 'keyword'),
    startAt: text(src, 'startAt'),
    endAt: text(src, 'endAt'),
  };
}

export default handlers({
  ...route(supplierApi.queryComments, ({ req, query }) => {
    const call = userCall(req);
    return listComments(call.db, call.owner.id, commentQuery(query));
  }),
  /** The buyer reviews a completed order (orders are the trading slice's: read through findOrder). */
  ...route(supplierApi.createComment, ({ req, body }) => {
    const call = userCall(req);
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
  }),
  ...route(supplierApi.replyComment, ({ req, params, body }) => {
    const call = userCall(req);
    return replyComment(call.db, call.owner.id, params.commentId, body.reply, call.at, call.t);
  }),
});
