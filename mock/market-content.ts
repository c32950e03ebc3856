import { marketApi } from '../src/domain/market/endpoints';
import { NOTICE_LEVELS } from '../src/domain/market/content';
import { articleDetail, articleTree, confirmNotices, limitOf, listArticles, listNotices, news, noticeDetail } from './_db/market';
import { getDb } from './_db/store';
import { handlers, route } from './_lib/handlers';
import { bool, text, textList } from './_lib/input';
import { pageParams } from './_lib/paging';
import { optionalUser, requireUser } from './_lib/session';

/** Help centre and home content (B/content). Reads are public; read marks need a user. */
export default handlers({
  ...route(marketApi.queryCarousel, () => getDb().market.content.carousel),
  ...route(marketApi.queryArticleTree, () => articleTree(getDb())),
  ...route(marketApi.queryNews, ({ query }) => news(getDb(), limitOf(query, 'limit', 8, 20))),
  ...route(marketApi.queryArticles, ({ params, body }) =>
    listArticles(getDb(), params.articleCategoryId, { ...pageParams(body), keyword: text(body, 'keyword') }),
  ),
  ...route(marketApi.getArticle, ({ params }) => articleDetail(getDb(), params.id)),
  ...route(marketApi.queryNotices, ({ req, query }) => {
    const level = NOTICE_LEVELS.find((l) => l === text(query, 'level'));
    return listNotices(getDb(), optionalUser(req)?.id, { ...pageParams(query), level, unreadOnly: bool(query, 'unreadOnly') });
  }),
  ...route(marketApi.getNotice, ({ req, params }) => noticeDetail(getDb(), optionalUser(req)?.id, params.id)),
  ...route(marketApi.confirmNotices, ({ req, params }) =>
    confirmNotices(getDb(), requireUser(req).id, textList(params, 'noticeIds') ?? []),
  ),
});
