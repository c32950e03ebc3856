import type { Paged } from '../../types/api';

/** Help centre and home content (SPEC §7 B/content). Texts exist in both languages. */

export interface ArticleCategory {
  id: string;
  parentId: string | null;
  name: string;
  nameEn: string;
  sort: number;
  articleCount: number;
  children?: ArticleCategory[];
}

export interface ArticleSummary {
  id: string;
  categoryId: string;
  title: string;
  titleEn: string;
  summary: string;
  summaryEn: string;
  releaseAt: string;
  pinned: boolean;
}

export interface ArticleLink {
  id: string;
  title: string;
  titleEn: string;
}

export interface Article extends ArticleSummary {
  /** rich text (HTML); the client sanitises it before rendering */
  body: string;
  bodyEn: string;
  prev?: ArticleLink;
  next?: ArticleLink;
}

export const NOTICE_LEVELS = ['INFO', 'IMPORTANT', 'MAINTENANCE'] as const;
export type NoticeLevel = (typeof NOTICE_LEVELS)[number];

export interface NoticeSummary {
  id: string;
  title: string;
  titleEn: string;
  level: NoticeLevel;
  releaseAt: string;
  /** signed-in readers: confirmed through batchConfirm */
  read?: boolean;
}

export interface Notice extends NoticeSummary {
  body: string;
  bodyEn: string;
  prev?: ArticleLink;
  next?: ArticleLink;
}

/** A page of notices; signed-in readers also get how many notices they have not confirmed. */
export type NoticePage = Paged<NoticeSummary> & { unread?: number };

export interface NoticeQuery {
  current?: number;
  size?: number;
  level?: NoticeLevel;
  unreadOnly?: boolean;
}

export interface ArticleListQuery {
  current?: number;
  size?: number;
  keyword?: string;
}

export interface CarouselLink {
  id: string;
  title: string;
  titleEn: string;
  subtitle: string;
  subtitleEn: string;
  image: string;
  /** same-origin path the slide leads to */
  href: string;
}

export interface NewsItem {
  id: string;
  title: string;
  titleEn: string;
  releaseAt: string;
  /** help article it opens */
  articleId: string;
}
