import common from './en-US/common';
import format from './en-US/format';
import guard from './en-US/guard';
import request from './en-US/request';
import route from './en-US/route';
import session from './en-US/session';

/**
 * The texts every screen needs at once (shell, titles, session, request errors): the locale plugin
 * puts them in the entry chunk. The area texts load on demand (./en-US/site.ts for the public site,
 * ./en-US/console.ts for the console) through src/utils/messages.ts, only for the active locale.
 * Every area file has the same keys in both locales.
 */
export default {
  ...common,
  ...format,
  ...guard,
  ...request,
  ...route,
  ...session,
};
