import { mockControlApi } from '@/domain/mock/endpoints';
import { articleDetail, listArticles } from '../../../mock/_db/market';
import { resetDb } from '../../../mock/_db/store';
import type { MockDb } from '../../../mock/_db/types';
import { resetSettings } from '../../../mock/_lib/settings';
import contentControl from '../../../mock/content-control';
import { route } from '../mock/fakeHttp';

/** POST /api/mock/content/articles: the help centre's CMS content as tests plant it (tests/e2e/xss.e2e.ts). */
let db: MockDb;
beforeEach(() => {
  resetSettings();
  db = resetDb();
});

const plant = (body: unknown) => route(contentControl, mockControlApi.plantArticle.key, { body });

describe('planting a help-centre article', () => {
  it('publishes it now, first of its category, with the body exactly as given', async () => {
    const body = '<p>x</p><img src=x onerror=__xss(1)><a href="javascript:__xss(2)">a</a>';
    const answer = await plant({ title: '<b>t</b>', body });
    expect(answer.statusCode).toBe(201);
    const { id } = answer.body as { id: string };
    const article = articleDetail(db, id);
    expect(article).toMatchObject({ title: '<b>t</b>', titleEn: '<b>t</b>', body, bodyEn: body, pinned: false });
    const first = db.market.content.categories[0].id;
    expect(article.categoryId).toBe(first);
    const unpinned = listArticles(db, first, { current: 1, size: 100 }).records.filter((a) => !a.pinned);
    expect(unpinned[0].id).toBe(id);
  });

  it('keeps English texts apart when given and takes a category by id', async () => {
    const categoryId = db.market.content.categories[2].id;
    const answer = await plant({ title: '标题', titleEn: 'Title', body: '<p>中</p>', bodyEn: '<p>en</p>', categoryId });
    const article = articleDetail(db, (answer.body as { id: string }).id);
    expect(article).toMatchObject({ title: '标题', titleEn: 'Title', body: '<p>中</p>', bodyEn: '<p>en</p>', categoryId });
  });

  it('refuses a missing title or body (400 on each field) and an unknown category (404)', async () => {
    const before = db.market.content.articles.length;
    const missing = await plant({ body: '   ' });
    expect(missing.statusCode).toBe(400);
    expect((missing.body as { violations: Array<{ field: string }> }).violations.map((v) => v.field)).toEqual(['title', 'body']);
    expect((await plant({ title: 't', body: 'b', categoryId: '999' })).statusCode).toBe(404);
    expect(db.market.content.articles.length).toBe(before);
  });
});
