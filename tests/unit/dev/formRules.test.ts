import en from '@/locales/en-US/dev';
import zh from '@/locales/zh-CN/dev';
import {
  buildRuleMessages,
  EMAIL_MAX_LENGTH,
  formatMessage,
  isEmptyValue,
  matchesType,
  URL_MAX_LENGTH,
  validateRule,
  validateValue,
} from '@/utils/formRules';

const EN = buildRuleMessages((id) => (en as Record<string, string>)[id]);
const ZH = buildRuleMessages((id) => (zh as Record<string, string>)[id]);
const check = (value: unknown, rule: Parameters<typeof validateRule>[1], label = 'Name') => ({
  en: validateRule(value, rule, label, EN),
  zh: validateRule(value, rule, label === 'Name' ? '名称' : label, ZH),
});

describe('formatMessage', () => {
  it('fills %s in order, %n$s by position, and keeps %%', () => {
    expect(formatMessage('%s is required', 'Name')).toBe('Name is required');
    expect(formatMessage('%2$s before %1$s', 'a', 'b')).toBe('b before a');
    expect(formatMessage('100%% of %s', 'x')).toBe('100% of x');
    expect(formatMessage('%s and %s', 'only')).toBe('only and %s');
  });
});

/** Every leaf of a message set with its path (JSON.stringify would silently drop undefined ones). */
const leaves = (node: unknown, path = ''): [string, unknown][] =>
  node !== null && typeof node === 'object'
    ? Object.entries(node as Record<string, unknown>).flatMap(([k, v]) => leaves(v, path ? `${path}.${k}` : k))
    : [[path, node]];

describe('every locale key of the rules exists in both locales', () => {
  it('asks only for ids both locale files have, each a non-empty string', () => {
    const asked: string[] = [];
    buildRuleMessages((id) => {
      asked.push(id);
      return id;
    });
    expect(asked.length).toBeGreaterThan(40);
    [en, zh].forEach((locale) =>
      asked.forEach((id) => {
        const v: unknown = (locale as Record<string, unknown>)[id];
        expect([id, typeof v === 'string' && v.trim() !== '']).toEqual([id, true]);
      }),
    );
  });
  it('builds complete message sets: every value a non-empty string, none an id', () => {
    [EN, ZH].forEach((m) => {
      const all = leaves(m);
      expect(all.length).toBeGreaterThan(40);
      all.forEach(([path, v]) => {
        expect([path, typeof v === 'string' && v.trim() !== '' && !v.startsWith('dev.rules.')]).toEqual([path, true]);
      });
    });
  });
  it('the check catches a missing text', () => {
    const partial = buildRuleMessages((id) => (id === 'dev.rules.enum' ? (undefined as unknown as string) : 'x'));
    expect(
      leaves(partial)
        .filter(([, v]) => typeof v !== 'string')
        .map(([p]) => p),
    ).toEqual(['enum']);
  });
});

describe('required', () => {
  it.each([undefined, null, ''])('refuses %p with "%%s is required"', (v) => {
    expect(check(v, { required: true })).toEqual({ en: ['Name is required'], zh: ['名称为必填项'] });
  });
  it('refuses an empty array for type array, accepts 0 and false', () => {
    expect(check([], { required: true, type: 'array' }, 'Tags').en).toEqual(['Tags is required']);
    expect(check(0, { required: true }).en).toEqual([]);
    expect(check(false, { required: true }).en).toEqual([]);
  });
  it('lets an empty optional value pass every other rule', () => {
    expect(check('', { type: 'email', min: 3, pattern: /^x/ }).en).toEqual([]);
    expect(isEmptyValue(undefined)).toBe(true);
  });
});

describe('whitespace', () => {
  it('refuses a value made only of spaces', () => {
    expect(check('   ', { required: true, whitespace: true })).toEqual({ en: ['Name cannot be empty'], zh: ['名称不能为空白'] });
    expect(check(' a ', { whitespace: true }).en).toEqual([]);
  });
});

describe('type', () => {
  it('email: valid address, and at most 320 characters', () => {
    expect(check('ops@example.com', { type: 'email' }, 'Email').en).toEqual([]);
    expect(check('ops@', { type: 'email' }, 'Email').en).toEqual(['Email is not a valid email']);
    expect(check('ops@', { type: 'email' }, '邮箱').zh).toEqual(['邮箱不是有效的邮箱地址']);
    const local = 'a'.repeat(64);
    const long = `${local}@${'b'.repeat(EMAIL_MAX_LENGTH - 64 - 5)}.com`;
    expect(long.length).toBe(EMAIL_MAX_LENGTH);
    expect(matchesType(long, 'email')).toBe(true);
    expect(matchesType(`a${long}`, 'email')).toBe(false);
  });
  it('url: scheme or www, localhost and IPs, and at most 2048 characters', () => {
    ['https://example.com/a?b=1#c', 'http://localhost:8000/en/playground', 'http://127.0.0.1:3000', 'www.example.com'].forEach((u) =>
      expect(matchesType(u, 'url')).toBe(true),
    );
    ['example', 'http://', 'ht tp://x.com', 'https://exa mple.com'].forEach((u) => expect(matchesType(u, 'url')).toBe(false));
    const base = 'https://example.com/';
    const max = base + 'a'.repeat(URL_MAX_LENGTH - base.length);
    expect(matchesType(max, 'url')).toBe(true);
    expect(check(`${max}a`, { type: 'url' }, 'Website')).toEqual({ en: ['Website is not a valid url'], zh: ['Website不是有效的网址'] });
  });
  it('numbers, integers, arrays, booleans, hex', () => {
    expect(check('12', { type: 'number' }, 'Price').en).toEqual(['Price is not a number']);
    expect(check(1.5, { type: 'integer' }, 'Qty')).toEqual({ en: ['Qty is not an integer'], zh: ['Qty不是有效的整数'] });
    expect(check(2, { type: 'integer' }, 'Qty').en).toEqual([]);
    expect(check('x', { type: 'array' }, 'Tags').en).toEqual(['Tags is not an array']);
    expect(check('true', { type: 'boolean' }, 'Flag').en).toEqual(['Flag is not a boolean']);
    expect(check('#ff0', { type: 'hex' }, 'Colour').en).toEqual([]);
  });
  it('stops at a wrong type: no range or pattern message follows', () => {
    expect(validateRule(5, { type: 'string', min: 10, pattern: /x/ }, 'Name', EN)).toEqual(['Name is not a string']);
  });
});

describe('length range', () => {
  it('strings count characters, astral ones as one', () => {
    expect(check('ab', { min: 3 })).toEqual({ en: ['Name must be at least 3 characters'], zh: ['名称至少为3个字符'] });
    expect(check('abcd', { max: 3 })).toEqual({ en: ['Name cannot be longer than 3 characters'], zh: ['名称不能超过3个字符'] });
    expect(check('a', { min: 2, max: 4 })).toEqual({ en: ['Name must be between 2 and 4 characters'], zh: ['名称必须在2到4个字符之间'] });
    expect(check('abc', { len: 2 })).toEqual({ en: ['Name must be exactly 2 characters'], zh: ['名称必须为2个字符'] });
    expect(check('😀😀', { max: 2 }).en).toEqual([]);
  });
  it('numbers compare the value, arrays the item count', () => {
    expect(check(0, { min: 1 }, 'Qty').en).toEqual(['Qty cannot be less than 1']);
    expect(check(12, { min: 1, max: 10 }, 'Qty')).toEqual({ en: ['Qty must be between 1 and 10'], zh: ['Qty必须在1到10之间'] });
    expect(check([1, 2, 3], { max: 2 }, 'Tags')).toEqual({ en: ['Tags cannot be greater than 2 in length'], zh: ['Tags不能多于2项'] });
    expect(check([1], { len: 2 }, 'Tags').en).toEqual(['Tags must be exactly 2 in length']);
  });
});

describe('enum and pattern', () => {
  it('enum lists the allowed values', () => {
    expect(check('X', { enum: ['A', 'B'] }, 'Kind')).toEqual({ en: ['Kind must be one of A, B'], zh: ['Kind必须是以下之一：A, B'] });
    expect(check('A', { enum: ['A', 'B'] }, 'Kind').en).toEqual([]);
  });
  it('pattern shows value and pattern; a /g flag does not make it alternate', () => {
    expect(check('12ab', { pattern: /^\d+$/ }, 'Code')).toEqual({
      en: ['Code value 12ab does not match pattern /^\\d+$/'],
      zh: ['Code的值12ab与模式/^\\d+$/不匹配'],
    });
    const g = /^a/g;
    expect([1, 2, 3].map(() => validateRule('abc', { pattern: g }, 'X', EN))).toEqual([[], [], []]);
  });
});

describe('messages', () => {
  it('a rule message replaces the generic ones', () => {
    expect(validateRule('', { required: true, message: 'Say something' }, 'X', EN)).toEqual(['Say something']);
  });
  it('several rules give several messages', () => {
    expect(validateValue('a', [{ min: 2 }, { pattern: /^\d/ }], 'Code', EN)).toEqual([
      'Code must be at least 2 characters',
      'Code value a does not match pattern /^\\d/',
    ]);
  });
});
