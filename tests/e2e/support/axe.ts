import { readFileSync } from 'fs';
import type { Page } from 'puppeteer-core';
import { AXE_EXCEPTIONS } from './axeExceptions';

/** WCAG 2.1 A and AA, the level the console promises. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const FAILING = new Set(['serious', 'critical']);

export interface AxeFinding {
  rule: string;
  impact: string;
  help: string;
  /** CSS selectors of the failing nodes, with axe's one-line reason for the first few */
  nodes: string[];
}

interface AxeResult {
  violations: { id: string; impact: string | null; help: string; nodes: { target: unknown[]; failureSummary?: string }[] }[];
}

/** axe's source, evaluated over the DevTools protocol: a script element would be refused by the console's policy. */
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** The landmark rules (axe's best practices, every impact): header, nav, main and footer once each, all content inside one. */
export const LANDMARK_RULES = [
  'bypass',
  'region',
  'landmark-one-main',
  'landmark-unique',
  'landmark-no-duplicate-banner',
  'landmark-no-duplicate-contentinfo',
  'landmark-no-duplicate-main',
  'landmark-banner-is-top-level',
  'landmark-contentinfo-is-top-level',
  'landmark-main-is-top-level',
  'landmark-complementary-is-top-level',
];

/**
 * Runs axe-core on the page as it is now (`within`: only that part, e.g. an open dialog) and
 * returns the serious and critical violations not listed in axeExceptions.ts. With `rules`, runs
 * only those and keeps every impact.
 */
export async function axeViolations(page: Page, within?: string, rules?: string[]): Promise<AxeFinding[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const result = (await page.evaluate(
    (tags: string[], sel: string | null, only: string[] | null) => {
      const w = window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<unknown> } };
      const context = sel ? { include: [[sel]] } : document;
      const runOnly = only ? { type: 'rule', values: only } : { type: 'tag', values: tags };
      return w.axe.run(context, { runOnly, resultTypes: ['violations'] });
    },
    TAGS,
    within ?? null,
    rules ?? null,
  )) as AxeResult;
  const path = new URL(page.url()).pathname;
  return result.violations
    .filter((v) => rules || FAILING.has(v.impact ?? ''))
    .map((v) => {
      const nodes = v.nodes
        .map((n) => ({ target: n.target.map(String).join(' '), summary: n.failureSummary ?? '' }))
        .filter((n) => !AXE_EXCEPTIONS.some((e) => e.rule === v.id && e.target.test(n.target) && (!e.path || e.path.test(path))));
      return {
        rule: v.id,
        impact: v.impact ?? '',
        help: v.help,
        nodes: nodes.map((n, i) => (i < 3 ? `${n.target} — ${n.summary.replace(/\s+/g, ' ').slice(0, 200)}` : n.target)),
      };
    })
    .filter((f) => f.nodes.length > 0);
}

/** One line per rule (and up to five elements each), for a test failure message. */
export function formatAxe(where: string, findings: AxeFinding[]): string {
  return findings
    .map(
      (f) =>
        `${where}: ${f.rule} (${f.impact}, ${f.nodes.length} node${f.nodes.length === 1 ? '' : 's'}) ${f.help}\n` +
        f.nodes
          .slice(0, 5)
          .map((n) => `      ${n}`)
          .join('\n'),
    )
    .join('\n');
}
