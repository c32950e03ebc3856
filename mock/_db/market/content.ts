import type {
  Article,
  ArticleCategory,
  ArticleLink,
  ArticleSummary,
  NewsItem,
  Notice,
  NoticeLevel,
  NoticeSummary,
  Paged,
} from '../../../src/types';
import { urlOf } from '../../../src/domain/endpoint';
import { marketApi } from '../../../src/domain/market/endpoints';
import { invalid, notFound } from '../../_lib/http';
import type { Prng } from '../../_lib/prng';
import type { ContentState, MarketDb } from './state';
import { ARTICLE_CATEGORIES, ARTICLES, CAROUSEL, FAQ, NOTICES } from './contentData';
import { matches } from './query';
import { paginate } from '../../_lib/paging';
import { tr } from '../../_lib/i18n';
import { DAY_MS, HOUR_MS, iso } from '../../_lib/dates';

/** Help-centre content (ContentState): seeding and the reads of articles and notices. */

export function seedContent(prng: Prng, anchor: number): ContentState {
  const categoryIds = new Map<string, string>();
  const categories = ARTICLE_CATEGORIES.map((c, i) => {
    const id = String(i + 1);
    categoryIds.set(c.key, id);
    return { id, parentId: c.parent ? categoryIds.get(c.parent)! : null, name: c.name, nameEn: c.nameEn, sort: i };
  });
  const faq = FAQ.map(([title, titleEn, answer, answerEn]) => ({
    category: 'faq',
    title,
    titleEn,
    summary: answer,
    summaryEn: answerEn,
    body: `<p>${answer}</p>`,
    bodyEn: `<p>${answerEn}</p>`,
  }));
  const articles: Article[] = [...ARTICLES, ...faq].map((a, i) => ({
    id: String(1001 + i),
    categoryId: categoryIds.get(a.category)!,
    title: a.title,
    titleEn: a.titleEn,
    summary: a.summary,
    summaryEn: a.summaryEn,
    body: a.body,
    bodyEn: a.bodyEn,
    pinned: 'pinned' in a && a.pinned === true,
    releaseAt: iso(anchor - prng.int(1, 120) * DAY_MS - prng.int(0, 86_399) * 1000),
  }));
  const notices: Notice[] = NOTICES.map((n, i) => ({
    id: String(5001 + i),
    title: n.title,
    titleEn: n.titleEn,
    level: n.level,
    body: n.body,
    bodyEn: n.bodyEn,
    // the first notices are the newest: a few days apart
    releaseAt: iso(anchor - i * 3 * DAY_MS - prng.int(1, 20) * HOUR_MS),
  }));
  const carousel = CAROUSEL.map((c, i) => ({ id: String(i + 1), ...c, image: urlOf(marketApi.contentImage, { name: `${c.image}.svg` }) }));
  return { categories, articles, notices, carousel, noticeReads: {} };
}

// ---------------------------------------------------------------- articles

/** The category tree with the number of articles under each node (its own and its children's). */
export function articleTree(db: MarketDb): ArticleCategory[] {
  const { categories, articles } = db.market.content;
  const own = (id: string) => articles.filter((a) => a.categoryId === id).length;
  const build = (parentId: string | null): ArticleCategory[] =>
    categories
      .filter((c) => c.parentId === parentId)
      .sort((a, b) => a.sort - b.sort)
      .map((c) => {
        const children = build(c.id);
        const articleCount = own(c.id) + children.reduce((n, ch) => n + ch.articleCount, 0);
        return { ...c, articleCount, ...(children.length ? { children } : {}) };
      });
  return build(null);
}

function descendantIds(db: MarketDb, id: string): Set<string> {
  const ids = new Set([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const c of db.market.content.categories) {
      if (c.parentId && ids.has(c.parentId) && !ids.has(c.id)) {
        ids.add(c.id);
        grew = true;
      }
    }
  }
  return ids;
}

/** Pinned first, then newest first: the order of lists and of previous/next. */
function byDisplayOrder(a: ArticleSummary, b: ArticleSummary): number {
  return Number(b.pinned) - Number(a.pinned) || b.releaseAt.localeCompare(a.releaseAt) || a.id.localeCompare(b.id);
}

function summaryOf({ body: _b, bodyEn: _e, prev: _p, next: _n, ...summary }: Article): ArticleSummary {
  return summary;
}

/** Articles of a category and its sub-categories; '0' lists every article. */
export function listArticles(
  db: MarketDb,
  categoryId: string,
  q: { current: number; size: number; keyword?: string },
): Paged<ArticleSummary> {
  const all = categoryId === '0';
  if (!all && !db.market.content.categories.some((c) => c.id === categoryId))
    throw notFound(tr('server.market.article.categoryNotFound', { id: categoryId }));
  const ids = all ? undefined : descendantIds(db, categoryId);
  const list = db.market.content.articles
    .filter((a) => (!ids || ids.has(a.categoryId)) && matches(q.keyword, a.title, a.titleEn, a.summary, a.summaryEn))
    .map(summaryOf)
    .sort(byDisplayOrder);
  return paginate(list, q);
}

const linkOf = (a: { id: string; title: string; titleEn: string } | undefined): ArticleLink | undefined =>
  a && { id: a.id, title: a.title, titleEn: a.titleEn };

/** One article with its neighbours in its category's display order. */
export function articleDetail(db: MarketDb, id: string): Article {
  const article = db.market.content.articles.find((a) => a.id === id);
  if (!article) throw notFound(tr('server.market.article.notFound', { id }));
  const siblings = db.market.content.articles.filter((a) => a.categoryId === article.categoryId).sort(byDisplayOrder);
  const i = siblings.findIndex((a) => a.id === id);
  return { ...article, prev: linkOf(siblings[i - 1]), next: linkOf(siblings[i + 1]) };
}

/** Latest articles outside the FAQ, for home's news block. */
export function news(db: MarketDb, limit: number): NewsItem[] {
  const faq = db.market.content.categories.find((c) => c.nameEn === 'FAQ')?.id;
  return db.market.content.articles
    .filter((a) => a.categoryId !== faq)
    .sort((a, b) => b.releaseAt.localeCompare(a.releaseAt))
    .slice(0, limit)
    .map((a) => ({ id: a.id, title: a.title, titleEn: a.titleEn, releaseAt: a.releaseAt, articleId: a.id }));
}

// ---------------------------------------------------------------- notices

function readSet(db: MarketDb, userId: string | undefined): Set<string> | undefined {
  return userId ? new Set(db.market.content.noticeReads[userId] ?? []) : undefined;
}

function noticeSummary({ body: _b, bodyEn: _e, prev: _p, next: _n, ...s }: Notice, read: Set<string> | undefined): NoticeSummary {
  return read ? { ...s, read: read.has(s.id) } : s;
}

const newestFirst = (a: Notice, b: Notice) => b.releaseAt.localeCompare(a.releaseAt) || b.id.localeCompare(a.id);

export function listNotices(
  db: MarketDb,
  userId: string | undefined,
  q: { current: number; size: number; level?: NoticeLevel; unreadOnly?: boolean },
): Paged<NoticeSummary> & { unread?: number } {
  const read = readSet(db, userId);
  const all = [...db.market.content.notices].sort(newestFirst);
  const list = all
    .filter((n) => (!q.level || n.level === q.level) && (!q.unreadOnly || !read || !read.has(n.id)))
    .map((n) => noticeSummary(n, read));
  const page = paginate(list, q);
  return read ? { ...page, unread: all.filter((n) => !read.has(n.id)).length } : page;
}

export function noticeDetail(db: MarketDb, userId: string | undefined, id: string): Notice {
  const all = [...db.market.content.notices].sort(newestFirst);
  const i = all.findIndex((n) => n.id === id);
  if (i < 0) throw notFound(tr('server.market.notice.notFound', { id }));
  const read = readSet(db, userId);
  // prev is the newer neighbour, next the older one, as the list shows them
  return { ...all[i], ...(read ? { read: read.has(id) } : {}), prev: linkOf(all[i - 1]), next: linkOf(all[i + 1]) };
}

/** Marks notices as read for a user; unknown ids are refused so a typo does not pass silently. */
export function confirmNotices(db: MarketDb, userId: string, ids: string[]): { confirmed: number } {
  if (ids.length === 0) throw invalid([{ field: 'noticeIds', message: tr('server.market.notice.none') }]);
  const unknown = ids.filter((id) => !db.market.content.notices.some((n) => n.id === id));
  if (unknown.length) throw invalid([{ field: 'noticeIds', message: tr('server.market.notice.unknown', { ids: unknown.join(',') }) }]);
  const set = new Set(db.market.content.noticeReads[userId] ?? []);
  const before = set.size;
  ids.forEach((id) => set.add(id));
  db.market.content.noticeReads[userId] = [...set];
  return { confirmed: set.size - before };
}

// ---------------------------------------------------------------- planted (control call)

/**
 * An article published now, as the CMS would publish it (POST /api/mock/content/articles): the
 * newest of its category, bodies kept exactly as given. Unknown categories are refused.
 */
export function plantArticle(
  db: MarketDb,
  input: { categoryId?: string; title: string; titleEn?: string; summary?: string; summaryEn?: string; body: string; bodyEn?: string },
  at: number,
): Article {
  const { categories, articles } = db.market.content;
  const categoryId = input.categoryId ?? categories[0]?.id;
  if (!categoryId || !categories.some((c) => c.id === categoryId))
    throw notFound(tr('server.market.article.categoryNotFound', { id: input.categoryId ?? '' }));
  const id = String(articles.reduce((max, a) => Math.max(max, Number(a.id) || 0), 1000) + 1);
  const article: Article = {
    id,
    categoryId,
    title: input.title,
    titleEn: input.titleEn ?? input.title,
    summary: input.summary ?? '',
    summaryEn: input.summaryEn ?? input.summary ?? '',
    body: input.body,
    bodyEn: input.bodyEn ?? input.body,
    pinned: false,
    releaseAt: iso(at),
  };
  articles.push(article);
  return article;
}
