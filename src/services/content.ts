import { B } from '@/constants/api';
import type {
  Article,
  ArticleCategory,
  ArticleListQuery,
  ArticleSummary,
  CarouselLink,
  NewsItem,
  Notice,
  NoticeQuery,
  NoticeSummary,
  Paged,
} from '@/types';
import { request, type RequestOptions } from '@/utils/request';

/** Help centre and home content (SPEC §7 B/content). */

export type NoticePage = Paged<NoticeSummary> & { unread?: number };

export function queryCarousel(): Promise<CarouselLink[]> {
  return request<CarouselLink[]>(`${B}/content/links/carousel`);
}

export function queryNotices(params: NoticeQuery = {}): Promise<NoticePage> {
  return request<NoticePage>(`${B}/content/notices`, { params });
}

export function getNotice(id: string, options?: RequestOptions): Promise<Notice> {
  return request<Notice>(`${B}/content/notices/${encodeURIComponent(id)}`, options);
}

/** Marks notices as read for the signed-in user. */
export function confirmNotices(noticeIds: string[]): Promise<{ confirmed: number }> {
  return request<{ confirmed: number }>(`${B}/content/notices/batchConfirm/${noticeIds.map(encodeURIComponent).join(',')}`, {
    method: 'POST',
  });
}

export function queryArticleTree(): Promise<ArticleCategory[]> {
  return request<ArticleCategory[]>(`${B}/content/articles/tree`);
}

/** Articles of a category and its sub-categories; '0' lists all. */
export function queryArticles(articleCategoryId: string, query: ArticleListQuery = {}): Promise<Paged<ArticleSummary>> {
  return request<Paged<ArticleSummary>>(`${B}/content/articles/list/${encodeURIComponent(articleCategoryId)}`, {
    method: 'POST',
    data: query,
  });
}

export function getArticle(id: string, options?: RequestOptions): Promise<Article> {
  return request<Article>(`${B}/content/articles/${encodeURIComponent(id)}`, options);
}

export function queryNews(limit = 8): Promise<NewsItem[]> {
  return request<NewsItem[]>(`${B}/content/articles/news`, { params: { limit } });
}
