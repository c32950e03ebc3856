import type { CommentCreateInput, CommentPage, CommentQuery, OrderComment } from '../../../src/types';
import { REVIEW_LIMITS, type RuleIssue } from '../../../src/domain/supplier/rules';
import { badRequest, forbidden, notFound } from '../../_lib/http';
import { paginate } from '../../_lib/paging';
import type { MockDb, UserRecord } from '../types';
import { nextId } from './ids';
import { englishOnly, invalidIssues, type Translate } from './messages';

/** Reviews of orders (B/orders/comments, B/comments/{id}): the seller replies once (limits: REVIEW_LIMITS). */

export function listComments(db: MockDb, userId: string, q: CommentQuery): CommentPage {
  const side = q.side === 'purchase' ? 'purchase' : 'sales';
  const mine = db.supplier.comments.filter((c) => (side === 'sales' ? c.sellerId : c.buyerId) === userId);
  const k = q.keyword?.trim().toLowerCase();
  const rating = q.rating === undefined ? undefined : Number(q.rating);
  const rows = mine.filter((c) => {
    if (rating !== undefined && c.rating !== rating) return false;
    if (q.replied !== undefined && !!c.reply !== q.replied) return false;
    if (k && !`${c.orderNo} ${c.content} ${c.buyerName} ${c.sellerName} ${c.commodityTitle}`.toLowerCase().includes(k)) return false;
    const at = Date.parse(c.createdAt);
    if (q.startAt && at < Date.parse(q.startAt)) return false;
    if (q.endAt && at > Date.parse(q.endAt)) return false;
    return true;
  });
  rows.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id));
  const sum = mine.reduce((n, c) => n + c.rating, 0);
  return {
    ...paginate(rows, { current: q.current, size: q.size }),
    averageRating: mine.length ? (sum / mine.length).toFixed(2) : '0',
    unreplied: mine.filter((c) => !c.reply).length,
  };
}

/** POST B/comments/{commentId}: the seller's one reply. */
export function replyComment(
  db: MockDb,
  sellerId: string,
  id: string,
  reply: unknown,
  at: string,
  t: Translate = englishOnly,
): OrderComment {
  const c = db.supplier.comments.find((x) => x.id === id);
  if (!c) throw notFound(t('server.supplier.review.notFound', { id }));
  if (c.sellerId !== sellerId) throw forbidden(t('server.supplier.review.seller'));
  if (c.reply) throw badRequest(t('server.supplier.review.replyOnce'), t('server.supplier.review.replyOnce'), 'ALREADY_REPLIED');
  const text = typeof reply === 'string' ? reply.trim() : '';
  if (!text || text.length > REVIEW_LIMITS.replyMax)
    throw invalidIssues([{ field: 'reply', key: 'supplier.rule.reply.length', values: { max: REVIEW_LIMITS.replyMax } }], t);
  c.reply = text;
  c.repliedAt = at;
  return c;
}

/**
 * POST B/orders/comments: the buyer reviews an order. The order itself is the trading area's:
 * `order` gives its parties and goods.
 */
export function createComment(
  db: MockDb,
  buyer: UserRecord,
  input: Partial<CommentCreateInput>,
  order: { sellerId: string; sellerName: string; buyerId: string; commodityTitle: string; gameId: string } | undefined,
  at: string,
  t: Translate = englishOnly,
): OrderComment {
  const issues: RuleIssue[] = [];
  if (!input.orderNo) issues.push({ field: 'orderNo', key: 'supplier.rule.required' });
  if (!Number.isInteger(input.rating) || input.rating! < 1 || input.rating! > 5)
    issues.push({ field: 'rating', key: 'supplier.rule.review.rating' });
  const content = typeof input.content === 'string' ? input.content.trim() : '';
  if (!content || content.length > REVIEW_LIMITS.contentMax)
    issues.push({ field: 'content', key: 'supplier.rule.review.content', values: { max: REVIEW_LIMITS.contentMax } });
  if (issues.length) throw invalidIssues(issues, t);
  const orderNo = input.orderNo!;
  if (!order) throw notFound(t('server.supplier.review.order', { orderNo }));
  if (order.buyerId !== buyer.id) throw forbidden(t('server.supplier.review.buyer'));
  if (db.supplier.comments.some((c) => c.orderNo === orderNo))
    throw badRequest(t('server.supplier.review.already'), t('server.supplier.review.alreadyDetail', { orderNo }), 'ALREADY_REVIEWED');
  const c: OrderComment = {
    id: nextId(db, 'CM'),
    orderNo: input.orderNo!,
    sellerId: order.sellerId,
    sellerName: order.sellerName,
    buyerId: buyer.id,
    buyerName: buyer.nickname ?? buyer.username,
    commodityTitle: order.commodityTitle,
    gameId: order.gameId,
    rating: input.rating!,
    content,
    createdAt: at,
  };
  db.supplier.comments.push(c);
  return c;
}
