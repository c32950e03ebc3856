import { SEED_IDS } from '../../../mock/_db/seed/users';
import { createComment, listComments, replyComment } from '../../../mock/_db/supplier/comments';
import { translator } from '../../../mock/_db/supplier/messages';
import { filterReseller, isResellerFiltered, listMyResellers, unfilterReseller } from '../../../mock/_db/supplier/resellers';
import { failureOf } from '../mock/failure';
import { freshDbPerTest, getDb } from './db';

freshDbPerTest();
const en = translator('en-US');
const AT = new Date().toISOString();

describe('reviews of sales orders', () => {
  it('lists mine newest first with the summary over all of them', () => {
    const page = listComments(getDb(), SEED_IDS.supplier, { side: 'sales', size: 10 });
    expect(page.total).toBeGreaterThan(10);
    expect(page.records.every((c) => c.sellerId === SEED_IDS.supplier)).toBe(true);
    const dates = page.records.map((c) => c.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(Number(page.averageRating)).toBeGreaterThan(1);
    const unreplied = listComments(getDb(), SEED_IDS.supplier, { side: 'sales', replied: false, size: 200 });
    expect(unreplied.total).toBe(page.unreplied);
  });

  it('reviews point at real orders of the trading slice', () => {
    const c = getDb().supplier.comments[0];
    expect(
      getDb().trade.orders.some((o) => o.orderNo === c.orderNo) || getDb().trade.archive.some((a) => a.order.orderNo === c.orderNo),
    ).toBe(true);
  });

  it('the seller replies once; others cannot', () => {
    const c = listComments(getDb(), SEED_IDS.supplier, { side: 'sales', replied: false, size: 1 }).records[0];
    expect(failureOf(() => replyComment(getDb(), SEED_IDS.trader, c.id, 'hi', AT, en)).status).toBe(403);
    expect(failureOf(() => replyComment(getDb(), SEED_IDS.supplier, c.id, '  ', AT, en)).body.violations?.[0].field).toBe('reply');
    expect(replyComment(getDb(), SEED_IDS.supplier, c.id, 'Thanks!', AT, en)).toMatchObject({ reply: 'Thanks!', repliedAt: AT });
    expect(failureOf(() => replyComment(getDb(), SEED_IDS.supplier, c.id, 'again', AT, en)).body.code).toBe('ALREADY_REPLIED');
  });

  it('a buyer reviews a completed order once', () => {
    const reviewed = new Set(getDb().supplier.comments.map((c) => c.orderNo));
    const o = getDb().trade.orders.find((x) => x.buyer.id === SEED_IDS.buyer && x.status === 'COMPLETED' && !reviewed.has(x.orderNo))!;
    const buyer = getDb().users[SEED_IDS.buyer];
    const order = { sellerId: o.seller.id, sellerName: o.seller.name, buyerId: o.buyer.id, commodityTitle: o.title, gameId: o.gameId };
    expect(
      failureOf(() => createComment(getDb(), buyer, { orderNo: o.orderNo, rating: 6, content: 'x' }, order, AT)).body.violations?.[0].field,
    ).toBe('rating');
    const c = createComment(getDb(), buyer, { orderNo: o.orderNo, rating: 5, content: 'Great' }, order, AT);
    expect(listComments(getDb(), SEED_IDS.buyer, { side: 'purchase', size: 200 }).records.map((x) => x.id)).toContain(c.id);
    expect(failureOf(() => createComment(getDb(), buyer, { orderNo: o.orderNo, rating: 5, content: 'Again' }, order, AT)).body.code).toBe(
      'ALREADY_REVIEWED',
    );
  });
});

describe('my receivers', () => {
  it('aggregates the resellers I sold to and filters / unfilters one', () => {
    const page = listMyResellers(getDb(), SEED_IDS.supplier, { size: 200 });
    expect(page.records.map((r) => r.resellerId)).toContain(SEED_IDS.buyer);
    const target = page.records.find((r) => !r.filtered)!;
    filterReseller(getDb(), SEED_IDS.supplier, target.resellerId, 'no-show', AT);
    expect(isResellerFiltered(getDb(), SEED_IDS.supplier, target.resellerId)).toBe(true);
    expect(failureOf(() => filterReseller(getDb(), SEED_IDS.supplier, target.resellerId, undefined, AT)).body.code).toBe(
      'ALREADY_FILTERED',
    );
    expect(
      listMyResellers(getDb(), SEED_IDS.supplier, { filtered: true, size: 200 }).records.find((r) => r.resellerId === target.resellerId),
    ).toMatchObject({ filterReason: 'no-show' });
    unfilterReseller(getDb(), SEED_IDS.supplier, target.resellerId);
    expect(isResellerFiltered(getDb(), SEED_IDS.supplier, target.resellerId)).toBe(false);
    expect(failureOf(() => filterReseller(getDb(), SEED_IDS.supplier, 'nobody', undefined, AT)).status).toBe(404);
  });
});
