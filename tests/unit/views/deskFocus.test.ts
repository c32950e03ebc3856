/**
 * The order desk's focus is always visible: a keyboard-focused row draws a 2px ring on its cells
 * (a row's own outline would be painted under the cells' backgrounds), readable against white and
 * against the active row's tint (WCAG 2.1 non-text contrast ≥ 3:1).
 */
import { readFileSync } from 'fs';
import { join } from 'path';
import { contrast } from '../contrast';

const less: { render: (src: string, opts: Record<string, unknown>) => Promise<{ css: string }> } = require('less');
const FILE = join(__dirname, '../../../src/pages/order/components/desk.less');

describe('order desk focus ring', () => {
  it('rings every cell of a focused row in 2px of a colour readable on white and on the tint', async () => {
    const { css } = await less.render(readFileSync(FILE, 'utf8'), { filename: FILE });
    const rules = [...css.matchAll(/([^{}]+)\{([^}]*)\}/g)].map((m) => ({ selector: m[1].trim(), body: m[2] }));
    const ring = rules.filter((r) => r.selector.includes(':focus-visible') && r.selector.includes('> td'));
    expect(ring.length).toBeGreaterThanOrEqual(1);
    const tint = /background:\s*(#[0-9a-f]{6})/i.exec(rules.find((r) => r.selector.includes("aria-current='true'"))?.body ?? '')?.[1];
    expect(tint).toBeDefined();
    for (const r of ring) {
      const shadows = [...r.body.matchAll(/inset\s+(-?\d+)(?:px)?\s+(-?\d+)(?:px)?\s+0\s+(#[0-9a-f]{6})/gi)];
      expect(shadows.length).toBeGreaterThan(0);
      // top and bottom edges are 2px
      expect(shadows.some((m) => Number(m[2]) === 2)).toBe(true);
      expect(shadows.some((m) => Number(m[2]) === -2)).toBe(true);
      for (const m of shadows) {
        expect(contrast(m[3], '#ffffff')).toBeGreaterThanOrEqual(3);
        expect(contrast(m[3], tint!)).toBeGreaterThanOrEqual(3);
      }
    }
    // the browser's own outline is not left to hide or double the ring
    expect(rules.some((r) => /tr\[data-desk-row\]:focus\)?$/.test(r.selector) || r.selector.endsWith(':focus'))).toBe(true);
  });
});
