/**
 * The generic form rules of SPEC §5 — required, whitespace, type, length range, enum, pattern —
 * with their '%s is required' style messages, as pure functions. They follow async-validator's
 * semantics (the engine behind antd forms) so a rule means the same thing here and in antd:
 * an empty optional value passes every other rule; email is at most 320 characters, URL 2048.
 * Messages come from the locale files (keys 'dev.rules.*'); see buildRuleMessages.
 */

export const EMAIL_MAX_LENGTH = 320;
export const URL_MAX_LENGTH = 2048;

export type RuleValueType =
  'string' | 'number' | 'integer' | 'float' | 'boolean' | 'array' | 'object' | 'date' | 'regexp' | 'email' | 'url' | 'tel' | 'hex';

export const RULE_VALUE_TYPES: readonly RuleValueType[] = [
  'string',
  'number',
  'integer',
  'float',
  'boolean',
  'array',
  'object',
  'date',
  'regexp',
  'email',
  'url',
  'tel',
  'hex',
];

/** One rule. Several keys may be set; each failing check adds its message. */
export interface FieldRule {
  required?: boolean;
  /** A string made only of spaces counts as empty. */
  whitespace?: boolean;
  type?: RuleValueType;
  /** Exact length (string: characters, array: items, number: value). */
  len?: number;
  min?: number;
  max?: number;
  enum?: readonly (string | number | boolean)[];
  pattern?: RegExp | string;
  /** Replaces every message this rule would give. */
  message?: string;
}

type Scope = 'string' | 'number' | 'array';
interface RangeMessages {
  len: string;
  min: string;
  max: string;
  range: string;
}

/** Message templates: '%s' placeholders filled in order, or '%1$s' style by position. */
export interface RuleMessages {
  default: string;
  required: string;
  whitespace: string;
  enum: string;
  types: Record<RuleValueType, string>;
  /** How a type is named inside the types messages ('email', '邮箱地址'). */
  typeNames: Record<RuleValueType, string>;
  string: RangeMessages;
  number: RangeMessages;
  array: RangeMessages;
  pattern: { mismatch: string };
}

/**
 * printf-like fill: '%s' takes the next argument, '%2$s' the second, '%%' is a literal percent.
 * Positional forms let a translation reorder the arguments.
 */
export function formatMessage(template: string, ...args: readonly unknown[]): string {
  let next = 0;
  return template.replace(/%(?:(\d+)\$)?([s%])/g, (whole, pos: string | undefined, kind: string) => {
    if (kind === '%') return '%';
    const index = pos ? Number(pos) - 1 : next++;
    return index < args.length ? String(args[index]) : whole;
  });
}

/* ---------- type checks (async-validator's, including its length caps) ---------- */

// emailregex.com, as async-validator uses it
const EMAIL_RE =
  /^(([^<>()[\]\\.,;:\s@"]+(\.[^<>()[\]\\.,;:\s@"]+)*)|(".+"))@((\[[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}])|(([a-zA-Z\-0-9\u00A0-\uD7FF\uF900-\uFDCF\uFDF0-\uFFEF]+\.)+[a-zA-Z\u00A0-\uD7FF\uF900-\uFDCF\uFDF0-\uFFEF]{2,}))$/;
const TEL_RE = /^(\+[0-9]{1,3}[-\s\u2011]?)?(\([0-9]{1,4}\)[-\s\u2011]?)?([0-9]+[-\s\u2011]?)*[0-9]+$/;
const HEX_RE = /^#?([a-f0-9]{6}|[a-f0-9]{3})$/i;
const V4 = '(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]\\d|\\d)(?:\\.(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]\\d|\\d)){3}';
const HOST = '(?:(?:[a-z\\u00a1-\\uffff0-9][-_]*)*[a-z\\u00a1-\\uffff0-9]+)';
const DOMAIN = '(?:\\.(?:[a-z\\u00a1-\\uffff0-9]-*)*[a-z\\u00a1-\\uffff0-9]+)*';
const TLD = '(?:\\.(?:[a-z\\u00a1-\\uffff]{2,}))';
const IPV6 = '\\[[a-fA-F\\d:.%]+\\]';
// scheme:// or www., optional user:pass@, host (localhost, IPv4, [IPv6] or a domain with a TLD), port, path
const URL_RE = new RegExp(
  `^(?:(?:[a-z]+:)?//|www\\.)(?:\\S+(?::\\S*)?@)?(?:localhost|${V4}|${IPV6}|${HOST}${DOMAIN}${TLD})(?::\\d{2,5})?(?:[/?#][^\\s"]*)?$`,
  'i',
);

const isNumber = (v: unknown): v is number => typeof v === 'number' && !Number.isNaN(v);

const TYPE_CHECKS: Record<RuleValueType, (v: unknown) => boolean> = {
  string: (v) => typeof v === 'string',
  number: isNumber,
  integer: (v) => isNumber(v) && Number.isInteger(v),
  float: (v) => isNumber(v) && !Number.isInteger(v),
  boolean: (v) => typeof v === 'boolean',
  array: (v) => Array.isArray(v),
  object: (v) => typeof v === 'object' && v !== null && !Array.isArray(v),
  date: (v) => v instanceof Date && !Number.isNaN(v.getTime()),
  regexp: (v) => {
    if (v instanceof RegExp) return true;
    try {
      return typeof v === 'string' && Boolean(new RegExp(v));
    } catch {
      return false; // not a valid pattern: the rule refuses the value and the form shows its message
    }
  },
  email: (v) => typeof v === 'string' && v.length <= EMAIL_MAX_LENGTH && EMAIL_RE.test(v),
  url: (v) => typeof v === 'string' && v.length <= URL_MAX_LENGTH && URL_RE.test(v),
  tel: (v) => typeof v === 'string' && v.length <= 32 && TEL_RE.test(v),
  hex: (v) => typeof v === 'string' && HEX_RE.test(v),
};

export function matchesType(value: unknown, type: RuleValueType): boolean {
  return TYPE_CHECKS[type](value);
}

const STRING_LIKE: readonly (RuleValueType | undefined)[] = [undefined, 'string', 'url', 'email', 'tel', 'hex', 'regexp', 'date'];

/** async-validator's notion of "empty": undefined, null, '' for string types, [] for arrays. */
export function isEmptyValue(value: unknown, type?: RuleValueType): boolean {
  if (value === undefined || value === null) return true;
  if (type === 'array' && Array.isArray(value) && value.length === 0) return true;
  return STRING_LIKE.includes(type) && value === '';
}

/** Characters as a reader counts them: an astral character (emoji, rare CJK) is one. */
export function charLength(s: string): number {
  return s.replace(/[\uD800-\uDBFF][\uDC00-\uDFFF]/g, '_').length;
}

function rangeError(rule: FieldRule, value: unknown, label: string, m: RuleMessages): string | undefined {
  let scope: Scope;
  let size: number;
  if (typeof value === 'number') [scope, size] = ['number', value];
  else if (typeof value === 'string') [scope, size] = ['string', charLength(value)];
  else if (Array.isArray(value)) [scope, size] = ['array', value.length];
  else return undefined;
  const t = m[scope];
  const { len, min, max } = rule;
  if (len !== undefined) return size !== len ? formatMessage(t.len, label, len) : undefined;
  if (min !== undefined && max === undefined && size < min) return formatMessage(t.min, label, min);
  if (max !== undefined && min === undefined && size > max) return formatMessage(t.max, label, max);
  if (min !== undefined && max !== undefined && (size < min || size > max)) return formatMessage(t.range, label, min, max);
  return undefined;
}

const patternOf = (p: RegExp | string): RegExp => {
  if (typeof p === 'string') return new RegExp(p);
  p.lastIndex = 0; // a stray /g flag must not make the check alternate
  return p;
};

/**
 * Every message one rule gives for a value, in async-validator's order: required, whitespace,
 * type, range, enum, pattern. A required failure, or an empty optional value, stops there.
 */
export function validateRule(value: unknown, rule: FieldRule, label: string, m: RuleMessages): string[] {
  const errors: string[] = [];
  const out = (): string[] => (rule.message && errors.length ? [rule.message] : errors);
  const empty = isEmptyValue(value, rule.type);
  if (empty) {
    if (rule.required) errors.push(formatMessage(m.required, label));
    return out();
  }
  if (rule.whitespace && typeof value === 'string' && value.trim() === '') {
    errors.push(formatMessage(m.whitespace, label));
    return out();
  }
  if (rule.type && !matchesType(value, rule.type)) {
    errors.push(formatMessage(m.types[rule.type], label, m.typeNames[rule.type]));
    return out(); // range and pattern mean nothing for a value of the wrong type
  }
  const range = rangeError(rule, value, label, m);
  if (range) errors.push(range);
  if (rule.enum && !rule.enum.includes(value as string | number | boolean)) {
    errors.push(formatMessage(m.enum, label, rule.enum.join(', ')));
  }
  if (rule.pattern !== undefined && typeof value === 'string') {
    const re = patternOf(rule.pattern);
    if (!re.test(value)) errors.push(formatMessage(m.pattern.mismatch, label, value, re));
  }
  return out();
}

/** All messages of several rules (each rule on its own, like antd's rules array). */
export function validateValue(value: unknown, rules: readonly FieldRule[], label: string, m: RuleMessages): string[] {
  return rules.flatMap((r) => validateRule(value, r, label, m));
}

/* ---------- messages from the locale files ---------- */

const RANGE_KEYS = ['len', 'min', 'max', 'range'] as const;

/** Builds the message set from a translator (intl.formatMessage or t) over the 'dev.rules.*' keys. */
export function buildRuleMessages(tr: (id: string) => string): RuleMessages {
  const range = (scope: Scope): RangeMessages => {
    const r = {} as RangeMessages;
    RANGE_KEYS.forEach((k) => {
      r[k] = tr(`dev.rules.${scope}.${k}`);
    });
    return r;
  };
  const types = {} as Record<RuleValueType, string>;
  const typeNames = {} as Record<RuleValueType, string>;
  RULE_VALUE_TYPES.forEach((type) => {
    types[type] = tr(`dev.rules.types.${type}`);
    typeNames[type] = tr(`dev.rules.typeName.${type}`);
  });
  return {
    default: tr('dev.rules.default'),
    required: tr('dev.rules.required'),
    whitespace: tr('dev.rules.whitespace'),
    enum: tr('dev.rules.enum'),
    types,
    typeNames,
    string: range('string'),
    number: range('number'),
    array: range('array'),
    pattern: { mismatch: tr('dev.rules.pattern.mismatch') },
  };
}

/* ---------- plain names ---------- */

/** Why a name cannot be shown as typed: hidden characters in it, or no letter or digit at all. */
export type PlainNameIssue = 'hidden' | 'noLetters';

// Control and format characters (U+202E right-to-left override and its kin, zero-width spaces)
// make a name read as something it is not ('‮gpj.exe' shows as 'exe.jpg'); the zero-width joiner
// inside emoji sequences is harmless and may stay.
const HIDDEN_CHAR_RE = /(?!\u200D)[\p{Cc}\p{Cf}]/u;
const LETTER_OR_DIGIT_RE = /[\p{L}\p{N}]/u;

/** A name (nickname, game character) must be plain: no hidden characters, and a letter or digit (emoji alone name no one). */
export function plainNameIssue(name: string): PlainNameIssue | undefined {
  if (HIDDEN_CHAR_RE.test(name)) return 'hidden';
  if (!LETTER_OR_DIGIT_RE.test(name)) return 'noLetters';
  return undefined;
}
