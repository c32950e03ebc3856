/**
 * Keyboard focus is visible on links (order numbers) and side-menu entries: global.less gives them a
 * :focus-visible outline that wins over antd's `a:where(…):focus { outline: 0 }` and reads against
 * white and the menu's grey (WCAG 2.1 non-text contrast ≥ 3:1).
 */
import { readFileSync } from 'fs';
import { join } from 'path';
import { contrast } from '../contrast';

const less: { render: (src: string, opts: Record<string, unknown>) => Promise<{ css: string }> } = require('less');

const GLOBAL = join(__dirname, '../../../src/global.less');

interface Rule {
  selectors: string[];
  body: string;
}

async function focusRules(): Promise<Rule[]> {
  // the reset import is antd's CSS: not what is checked here
  const src = readFileSync(GLOBAL, 'utf8').replace(/@import[^;]+;/g, '');
  const { css } = await less.render(src, { filename: GLOBAL });
  return [...css.matchAll(/([^{}]+)\{([^}]*)\}/g)]
    .map((m) => ({ selectors: m[1].split(',').map((s) => s.trim()), body: m[2] }))
    .filter((r) => r.selectors.some((s) => s.includes(':focus-visible')));
}

/** Specificity (ids, classes/attributes/pseudo-classes, elements) of a simple selector list entry. */
function specificity(selector: string): [number, number, number] {
  const s = selector.replace(/:where\([^)]*\)/g, '');
  const ids = (s.match(/#[\w-]+/g) ?? []).length;
  const classes = (s.match(/\.[\w-]+|\[[^\]]+\]|:(?!:)[\w-]+/g) ?? []).length;
  const elements = (s.replace(/\[[^\]]+\]|\([^)]*\)/g, '').match(/(^|[\s>+~])[a-z][\w-]*/gi) ?? []).length;
  return [ids, classes, elements];
}
const beats = (a: [number, number, number], b: [number, number, number]) =>
  a[0] !== b[0] ? a[0] > b[0] : a[1] !== b[1] ? a[1] > b[1] : a[2] > b[2];

function outlineOf(rule: Rule): { width: number; style: string; color: string } | undefined {
  const m = /outline:\s*(\d+)px\s+(\w+)\s+(#[0-9a-f]{6})/i.exec(rule.body);
  return m ? { width: Number(m[1]), style: m[2], color: m[3].toLowerCase() } : undefined;
}

describe('visible keyboard focus', () => {
  it.each([
    ['an order-number link', (s: string) => /(^|\s)a:focus-visible$/.test(s)],
    ['a side-menu entry', (s: string) => /\.ant-menu-item(:focus-visible|:has\(a:focus-visible\))$/.test(s)],
    ['a side-menu group title', (s: string) => /\.ant-menu-submenu-title:focus-visible$/.test(s)],
  ])('%s gets a solid outline of at least 2px with readable contrast', async (_what, matches) => {
    const rules = await focusRules();
    const rule = rules.find((r) => r.selectors.some(matches));
    expect(rule).toBeDefined();
    const outline = outlineOf(rule!);
    expect(outline).toBeDefined();
    expect(outline!.style).toBe('solid');
    expect(outline!.width).toBeGreaterThanOrEqual(2);
    for (const background of ['#ffffff', '#f5f5f5', '#e6f4ff']) expect(contrast(outline!.color, background)).toBeGreaterThanOrEqual(3);
    // antd's reset: a:where(.css-…):focus { outline: 0 }
    for (const s of rule!.selectors.filter(matches)) expect(beats(specificity(s), specificity('a:where(.css-x):focus'))).toBe(true);
  });
});
