import enConsole from './en-US/console';
import enSite from './en-US/site';
import enCore from './en-US';
import enServer from './en-US/server';
import zhConsole from './zh-CN/console';
import zhSite from './zh-CN/site';
import zhCore from './zh-CN';
import zhServer from './zh-CN/server';

/**
 * Every text of each locale in one object: for tests and tools (the fake backend's messages too),
 * never imported by the app.
 */
export const allMessages: Record<'zh-CN' | 'en-US', Record<string, string>> = {
  'zh-CN': { ...zhCore, ...zhSite, ...zhConsole, ...zhServer },
  'en-US': { ...enCore, ...enSite, ...enConsole, ...enServer },
};
