import { mockControlApi } from '../src/domain/mock/endpoints';
import { now } from './_db/clock';
import { plantArticle } from './_db/market';
import { getDb } from './_db/store';
import { handlers, route } from './_lib/handlers';
import { created, invalid } from './_lib/http';
import { tr } from './_lib/i18n';
import { str, text } from './_lib/input';

/**
 * Help-centre control call for tests and demos (exempt from latency and faults); POST /api/mock/reset
 * drops what it planted:
 *   POST /api/mock/content/articles  { title, body, titleEn?, bodyEn?, summary?, summaryEn?, categoryId? }
 *   publishes an article as the CMS would, bodies as given (rich text the console must sanitise);
 *   answers 201 { id }.
 */
export default handlers({
  ...route(mockControlApi.plantArticle, ({ body }) => {
    const title = text(body, 'title');
    const html = str(body, 'body');
    if (!title || !html?.trim()) {
      const missing = [...(title ? [] : ['title']), ...(html?.trim() ? [] : ['body'])];
      throw invalid(missing.map((field) => ({ field, message: tr('server.field.required', { field }) })));
    }
    const article = plantArticle(
      getDb(),
      {
        title,
        body: html,
        categoryId: text(body, 'categoryId'),
        titleEn: text(body, 'titleEn'),
        summary: text(body, 'summary'),
        summaryEn: text(body, 'summaryEn'),
        bodyEn: str(body, 'bodyEn'),
      },
      now(),
    );
    return created({ id: article.id });
  }),
});
