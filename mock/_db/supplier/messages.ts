import type { ApiViolation } from '../../../src/types';
import type { RuleIssue } from '../../../src/constants/commodity';
import en from '../../../src/locales/en-US/supplier';
import zh from '../../../src/locales/zh-CN/supplier';
import { invalid, type ApiFailure } from '../../_lib/http';

/**
 * Server messages in the caller's language, from the same locale files the client uses: a
 * violation found by the server reads exactly like the one the form would have shown.
 */
export type Lang = 'zh-CN' | 'en-US';
export type Translate = (key: string, values?: Record<string, string | number>) => string;

const TEXTS: Record<Lang, Record<string, string>> = { 'zh-CN': zh, 'en-US': en };

export function translator(lang: Lang): Translate {
  return (key, values = {}) => {
    const msg = TEXTS[lang][key] ?? TEXTS['en-US'][key] ?? key;
    return msg.replace(/\{(\w+)\}/g, (m, name: string) => (name in values ? String(values[name]) : m));
  };
}

/** The language of a request: the app's locale cookie, else Accept-Language, else Chinese. */
export function langOfHeaders(cookie: string | undefined, acceptLanguage: string | undefined): Lang {
  const m = /(?:^|;\s*)locale=([^;]+)/.exec(cookie ?? '');
  const fromCookie = m ? decodeURIComponent(m[1]) : undefined;
  if (fromCookie === 'en-US' || fromCookie === 'zh-CN') return fromCookie;
  return /^en\b/i.test(acceptLanguage ?? '') ? 'en-US' : 'zh-CN';
}

export function violationsOf(issues: RuleIssue[], t: Translate): ApiViolation[] {
  return issues.map((i) => ({ field: i.field, message: t(i.key, i.values) }));
}

/** 400 with the issues as localized violations. */
export function invalidIssues(issues: RuleIssue[], t: Translate): ApiFailure {
  return invalid(violationsOf(issues, t));
}

export const englishOnly: Translate = translator('en-US');
