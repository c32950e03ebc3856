import { C } from '../src/constants/api';
import { developerStatus, submitApplication } from './_db/dev/applications';
import { getDb } from './_db/store';
import { handlers } from './_lib/handlers';
import { created } from './_lib/http';
import { bodyOf } from './_lib/input';
import { requireUser } from './_lib/session';

/** Developer application (C/supportcenter/developer): submit, and the caller's status. */
export default handlers({
  [`POST ${C}/supportcenter/developer`]: (req) => created(submitApplication(getDb(), requireUser(req), bodyOf(req))),
  [`GET ${C}/supportcenter/developer/me/status`]: (req) => developerStatus(getDb(), requireUser(req)),
});
