import { devApi } from '../src/domain/dev/endpoints';
import { developerStatus, submitApplication } from './_db/dev';
import { getDb } from './_db/store';
import { handlers, route } from './_lib/handlers';
import { created } from './_lib/http';
import { requireUser } from './_lib/session';

/** Developer application (C/supportcenter/developer): submit, and the caller's status. */
export default handlers({
  ...route(devApi.submitDeveloperApplication, ({ req, body }) => created(submitApplication(getDb(), requireUser(req), body))),
  ...route(devApi.getDeveloperStatus, ({ req }) => developerStatus(getDb(), requireUser(req))),
});
