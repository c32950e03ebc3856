import { B } from '../src/constants/api';
import type { NoticeLevel } from '../src/types';
import { articleDetail, articleTree, confirmNotices, listArticles, listNotices, news, noticeDetail } from './_db/market/content';
import { bool, int, pageOf, text, textList } from './_db/market/query';
import { getDb } from './_db/store';
import { handlers } from './_lib/handlers';
import { bodyOf, type Json } from './_lib/input';
import { optionalUser, requireUser } from './_lib/session';

/** Help centre and home content (B/content). Reads are public; read marks need a user. */
const LEVELS: NoticeLevel[] = ['INFO', 'IMPORTANT', 'MAINTENANCE'];

export default handlers({
  [`GET ${B}/content/links/carousel`]: () => getDb().market.content.carousel,
  [`GET ${B}/content/articles/tree`]: () => articleTree(getDb()),
  [`GET ${B}/content/articles/news`]: (req) => news(getDb(), Math.min(20, Math.max(1, int(req.query?.limit, 8)))),
  [`POST ${B}/content/articles/list/:articleCategoryId`]: (req) => {
    const body = bodyOf(req);
    return listArticles(getDb(), String(req.params.articleCategoryId), { ...pageOf(body), keyword: text(body.keyword) });
  },
  [`GET ${B}/content/articles/:id`]: (req) => articleDetail(getDb(), String(req.params.id)),
  [`GET ${B}/content/notices`]: (req) => {
    const query = (req.query ?? {}) as Json;
    const level = text(query.level) as NoticeLevel | undefined;
    return listNotices(getDb(), optionalUser(req)?.id, {
      ...pageOf(query),
      level: level && LEVELS.includes(level) ? level : undefined,
      unreadOnly: bool(query.unreadOnly),
    });
  },
  [`GET ${B}/content/notices/:id`]: (req) => noticeDetail(getDb(), optionalUser(req)?.id, String(req.params.id)),
  [`POST ${B}/content/notices/batchConfirm/:noticeIds`]: (req) =>
    confirmNotices(getDb(), requireUser(req).id, textList(String(req.params.noticeIds))),
});
