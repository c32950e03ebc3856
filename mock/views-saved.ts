import { viewsApi } from '../src/domain/views/endpoints';
import { createView, deleteView, getView, listViews, setDefaultView, updateView } from './_db/views';
import { getDb } from './_db/store';
import { handlers, route } from './_lib/handlers';
import { created, noContent } from './_lib/http';
import { requireUser } from './_lib/session';

/** Saved table views of the signed-in user (thin handlers; rules in mock/_db/views). */
export default handlers({
  ...route(viewsApi.listSavedViews, ({ req, query }) => listViews(getDb(), requireUser(req), query.table)),
  ...route(viewsApi.getSavedView, ({ req, params }) => getView(getDb(), requireUser(req), params.id)),
  ...route(viewsApi.createSavedView, ({ req, body }) => created(createView(getDb(), requireUser(req), body))),
  ...route(viewsApi.updateSavedView, ({ req, params, body }) => updateView(getDb(), requireUser(req), params.id, body)),
  ...route(viewsApi.deleteSavedView, ({ req, params }) => {
    deleteView(getDb(), requireUser(req), params.id);
    return noContent();
  }),
  ...route(viewsApi.setDefaultSavedView, ({ req, params, body }) => setDefaultView(getDb(), requireUser(req), params.id, body.isDefault)),
});
