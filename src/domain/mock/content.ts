/**
 * Help-centre content planted through a control call, the way the CMS publishes it: the body is rich
 * text (HTML) and as untrusted as anything a CMS editor types. The English fields default to the
 * Chinese ones; without a category the article goes to the first one.
 */
export interface PlantArticleRequest {
  categoryId?: string;
  title: string;
  titleEn?: string;
  summary?: string;
  summaryEn?: string;
  body: string;
  bodyEn?: string;
}

export interface PlantedArticle {
  id: string;
}
