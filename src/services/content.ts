import { marketApi } from '@/domain/market/endpoints';
import type {
  Article,
  ArticleCategory,
  ArticleListQuery,
  ArticleSummary,
  CarouselLink,
  NewsItem,
  Notice,
  NoticePage,
  NoticeQuery,
  Paged,
} from '@/types';
import { call, type CallOptions } from '@/utils/request';

/** Help centre and home content (SPEC §7 B/content). */

export function queryCarousel(): Promise<CarouselLink[]> {
  return call(marketApi.queryCarousel);
}

export function queryNotices(params: NoticeQuery = {}): Promise<NoticePage> {
  return call(marketApi.queryNotices, { params });
}

export function getNotice(id: string, options?: CallOptions): Promise<Notice> {
  return call(marketApi.getNotice, { ...options, path: { id } });
}

/** Marks notices as read for the signed-in user. */
export function confirmNotices(noticeIds: string[]): Promise<{ confirmed: number }> {
  return call(marketApi.confirmNotices, { path: { noticeIds: noticeIds.join(',') } });
}

export function queryArticleTree(): Promise<ArticleCategory[]> {
  return call(marketApi.queryArticleTree);
}

/** Articles of a category and its sub-categories; '0' lists all. */
export function queryArticles(articleCategoryId: string, query: ArticleListQuery = {}): Promise<Paged<ArticleSummary>> {
  return call(marketApi.queryArticles, { path: { articleCategoryId }, data: query });
}

export function getArticle(id: string, options?: CallOptions): Promise<Article> {
  return call(marketApi.getArticle, { ...options, path: { id } });
}

export function queryNews(limit = 8): Promise<NewsItem[]> {
  return call(marketApi.queryNews, { params: { limit } });
}
