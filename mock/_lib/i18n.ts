import { AsyncLocalStorage } from 'async_hooks';
import { allMessages } from '../../src/locales/all';
import type { Req } from './express';
import { header } from './input';

/**
 * Server messages in the caller's language, from the same locale files the client uses
 * (src/locales/<locale>/server.ts for what only the server says, the area files for a violation
 * that reads exactly like the form's own). Every answer of the fake backend runs inside the
 * language of its request (handlers.ts), so a rule anywhere below says `tr('server.x', values)`.
 */
export type Lang = 'zh-CN' | 'en-US';
export type Translate = (key: string, values?: Record<string, string | number>) => string;

/** The language of a request: the app's locale cookie, else Accept-Language, else Chinese. */
export function langOfHeaders(cookie: string | undefined, acceptLanguage: string | undefined): Lang {
  const m = /(?:^|;\s*)locale=([^;]+)/.exec(cookie ?? '');
  const fromCookie = m ? decodeURIComponent(m[1]) : undefined;
  if (fromCookie === 'en-US' || fromCookie === 'zh-CN') return fromCookie;
  return /^en\b/i.test(acceptLanguage ?? '') ? 'en-US' : 'zh-CN';
}

export function langOf(req: Req): Lang {
  return langOfHeaders(header(req, 'cookie'), header(req, 'accept-language'));
}

const translators = new Map<Lang, Translate>();

export function translator(lang: Lang): Translate {
  let t = translators.get(lang);
  if (!t) {
    t = (key, values = {}) => {
      const msg = allMessages[lang][key] ?? allMessages['en-US'][key] ?? key;
      return msg.includes('{') ? msg.replace(/\{(\w+)\}/g, (m, name: string) => (name in values ? String(values[name]) : m)) : msg;
    };
    translators.set(lang, t);
  }
  return t;
}

const current = new AsyncLocalStorage<Lang>();

/** Runs `fn` (and everything it awaits) in `lang`. */
export function inLanguage<T>(lang: Lang, fn: () => T): T {
  return current.run(lang, fn);
}

/** The language of the request being answered; English for a rule called outside one (seeding, tests). */
export function callerLang(): Lang {
  return current.getStore() ?? 'en-US';
}

/** A text in the language of the request being answered. */
export const tr: Translate = (key, values) => translator(callerLang())(key, values);
