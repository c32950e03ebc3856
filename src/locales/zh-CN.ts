import common from './zh-CN/common';
import format from './zh-CN/format';
import guard from './zh-CN/guard';
import request from './zh-CN/request';
import route from './zh-CN/route';
import session from './zh-CN/session';

/**
 * The texts every screen needs at once (shell, titles, session, request errors): the locale plugin
 * puts them in the entry chunk. The area texts load on demand (./zh-CN/site.ts for the public site,
 * ./zh-CN/console.ts for the console) through src/utils/messages.ts, only for the active locale.
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
