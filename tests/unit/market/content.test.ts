import {
  articleDetail,
  articleTree,
  confirmNotices,
  listArticles,
  listNotices,
  news,
  noticeDetail,
} from '../../../mock/_db/market/content';
import { seedMarket } from '../../../mock/_db/market/seed';
import { seedUsers } from '../../../mock/_db/seed/users';
import { ApiFailure } from '../../../mock/_lib/http';
import type { MockDb } from '../../../mock/_db/types';

function market(): Pick<MockDb, 'market'> {
  const users: MockDb['users'] = {};
  for (const u of seedUsers()) users[u.id] = u;
  return { market: seedMarket({ users }) };
}

describe('help-centre content', () => {
  const db = market();

  it('counts articles through the category tree', () => {
    const tree = articleTree(db);
    const start = tree.find((c) => c.nameEn === 'Getting started')!;
    expect(start.children!.length).toBe(3);
    expect(start.articleCount).toBe(start.children!.reduce((n, c) => n + c.articleCount, 0));
    expect(tree.reduce((n, c) => n + c.articleCount, 0)).toBe(db.market.content.articles.length);
  });

  it('lists a category with its sub-categories, pinned first, and searches both languages', () => {
    const start = articleTree(db).find((c) => c.nameEn === 'Getting started')!;
    const page = listArticles(db, start.id, { current: 1, size: 20 });
    expect(page.total).toBe(start.articleCount);
    const all = listArticles(db, '0', { current: 1, size: 100 });
    const firstUnpinned = all.records.findIndex((a) => !a.pinned);
    expect(all.records.slice(firstUnpinned).every((a) => !a.pinned)).toBe(true);
    expect(listArticles(db, '0', { current: 1, size: 10, keyword: 'phishing' }).total).toBe(1);
    expect(listArticles(db, '0', { current: 1, size: 10, keyword: '钓鱼' }).total).toBe(1);
    expect(() => listArticles(db, '999', { current: 1, size: 10 })).toThrow(ApiFailure);
    expect('body' in all.records[0]).toBe(false);
  });

  it('links an article to its neighbours in its category', () => {
    const faq = db.market.content.articles.filter(
      (a) => a.categoryId === db.market.content.articles[db.market.content.articles.length - 1].categoryId,
    );
    const list = listArticles(db, faq[0].categoryId, { current: 1, size: 50 }).records;
    const middle = articleDetail(db, list[1].id);
    expect(middle.prev?.id).toBe(list[0].id);
    expect(middle.next?.id).toBe(list[2].id);
    expect(articleDetail(db, list[0].id).prev).toBeUndefined();
    expect(() => articleDetail(db, 'nope')).toThrow(ApiFailure);
    expect(news(db, 5).every((n) => !faq.some((a) => a.id === n.articleId))).toBe(true);
  });

  it('marks notices read per user in batches', () => {
    const first = listNotices(db, '10001', { current: 1, size: 3 });
    expect(first.unread).toBe(db.market.content.notices.length);
    expect(first.records.every((n) => n.read === false)).toBe(true);
    expect(listNotices(db, undefined, { current: 1, size: 3 }).records[0].read).toBeUndefined();
    expect(
      confirmNotices(
        db,
        '10001',
        first.records.map((n) => n.id),
      ),
    ).toEqual({ confirmed: 3 });
    expect(confirmNotices(db, '10001', [first.records[0].id])).toEqual({ confirmed: 0 });
    expect(listNotices(db, '10001', { current: 1, size: 3 }).unread).toBe(db.market.content.notices.length - 3);
    expect(listNotices(db, '10001', { current: 1, size: 50, unreadOnly: true }).records.some((n) => n.id === first.records[0].id)).toBe(
      false,
    );
    expect(listNotices(db, '10003', { current: 1, size: 3 }).unread).toBe(db.market.content.notices.length);
    expect(() => confirmNotices(db, '10001', ['bogus'])).toThrow(ApiFailure);
    const detail = noticeDetail(db, '10001', first.records[1].id);
    expect(detail.read).toBe(true);
    expect(detail.prev?.id).toBe(first.records[0].id);
    expect(detail.next?.id).toBe(first.records[2].id);
  });
});
