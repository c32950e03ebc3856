import type { CommentCreateInput, CommentPage, CommentQuery, OrderComment } from '../../../src/types';
import type { RuleIssue } from '../../../src/constants/commodity';
import { badRequest, forbidden, notFound } from '../../_lib/http';
import type { MockDb, UserRecord } from '../types';
import { nextId } from './ids';
import { englishOnly, invalidIssues, type Translate } from './messages';
import { pageOf } from './paging';

/** Reviews of orders (B/orders/comments, B/comments/{id}): the seller replies once. */
export const REPLY_MAX = 200;
export const CONTENT_MAX = 300;

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
    ...pageOf(rows, q),
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
  if (!c) throw notFound(t('supplier.refusal.review.notFound', { id }));
  if (c.sellerId !== sellerId) throw forbidden(t('supplier.refusal.review.seller'));
  if (c.reply) throw badRequest(t('supplier.comment.reply.once'), t('supplier.comment.reply.once'), 'ALREADY_REPLIED');
  const text = typeof reply === 'string' ? reply.trim() : '';
  if (!text || text.length > REPLY_MAX)
    throw invalidIssues([{ field: 'reply', key: 'supplier.rule.reply.length', values: { max: REPLY_MAX } }], t);
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
  if (!content || content.length > CONTENT_MAX)
    issues.push({ field: 'content', key: 'supplier.rule.review.content', values: { max: CONTENT_MAX } });
  if (issues.length) throw invalidIssues(issues, t);
  const orderNo = input.orderNo!;
  if (!order) throw notFound(t('supplier.refusal.review.order', { orderNo }));
  if (order.buyerId !== buyer.id) throw forbidden(t('supplier.refusal.review.buyer'));
  if (db.supplier.comments.some((c) => c.orderNo === orderNo))
    throw badRequest(t('supplier.refusal.review.already'), t('supplier.refusal.review.alreadyDetail', { orderNo }), 'ALREADY_REVIEWED');
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
