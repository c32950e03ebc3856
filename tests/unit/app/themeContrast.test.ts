/**
 * WCAG 2.1 AA of the theme (config/theme.ts): the text colours antd computes from our tokens read
 * at 4.5:1 or more on white and on the greys and tints they sit on; white reads on the primary.
 */
import { presetPalettes } from '@ant-design/colors';
import { theme as antdTheme } from 'antd';
import theme, { lessVars } from '../../../config/theme';
import { contrast } from '../contrast';

const token = antdTheme.getDesignToken(theme);

/** An rgba(0,0,0,a) or #rrggbb colour as opaque #rrggbb on `bg`. */
function solid(colour: string, bg: string): string {
  const m = /^rgba?\((\d+),\s*(\d+),\s*(\d+)(?:,\s*([\d.]+))?\)$/.exec(colour.replace(/\s+/g, ' ').trim());
  if (!m) return colour.length === 4 ? `#${[...colour.slice(1)].map((c) => c + c).join('')}` : colour;
  const a = m[4] === undefined ? 1 : Number(m[4]);
  const b = [1, 3, 5].map((i) => parseInt(bg.slice(i, i + 2), 16));
  return `#${[1, 2, 3]
    .map((i, k) =>
      Math.round(Number(m[i]) * a + b[k] * (1 - a))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

// white, table headers and hovered rows, the site's page grey, a selected row
const BACKGROUNDS = ['#ffffff', '#fafafa', '#f5f5f5', '#f5f6f8', '#e6f4ff'];

describe('theme contrast (AA, text under 18 pt: 4.5:1)', () => {
  it.each([
    'colorText',
    'colorTextSecondary',
    'colorTextTertiary',
    'colorTextDescription',
    'colorTextHeading',
    'colorTextLabel',
    'colorLink',
    'colorLinkHover',
    'colorPrimary',
    'colorErrorText',
    'colorSuccessText',
    'colorWarningText',
  ] as const)('%s on white, greys and the selected-row tint', (name) => {
    for (const bg of BACKGROUNDS) expect(contrast(solid(String(token[name]), bg), bg)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(['colorSuccess', 'colorWarning', 'colorError', 'colorInfo'] as const)(
    '%s icons and dots: 3:1 on white, greys and tints',
    (name) => {
      for (const bg of [...BACKGROUNDS, String(token[`${name}Bg`])]) expect(contrast(String(token[name]), bg)).toBeGreaterThanOrEqual(3);
    },
  );

  it('status tints stay antd shades: the alerts keep their look', () => {
    expect([token.colorSuccessBg, token.colorWarningBg]).toEqual(['#f6ffed', '#fffbe6']);
  });

  it.each(['colorPrimary', 'colorPrimaryHover', 'colorPrimaryActive', 'colorError'] as const)('white text on %s (buttons)', (name) => {
    expect(contrast('#ffffff', solid(String(token[name]), '#ffffff'))).toBeGreaterThanOrEqual(4.5);
  });

  it.each(Object.keys(presetPalettes).filter((k) => k !== 'grey'))('the %s tag: its text on its background', (colour) => {
    const text = String((token as unknown as Record<string, string>)[`${colour}7`]);
    const background = String((token as unknown as Record<string, string>)[`${colour}1`]);
    expect(contrast(text, background)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(['Success', 'Warning', 'Error'] as const)('the %s status tag: its text on its background', (status) => {
    const tag = theme.components.Tag as Record<string, string>;
    expect(contrast(tag[`color${status}`], String(token[`color${status}Bg`]))).toBeGreaterThanOrEqual(4.5);
  });

  it('the less variables carry the same shades as the tokens', () => {
    const tokens = token as unknown as Record<string, string>;
    expect(lessVars['tc-primary']).toBe(token.colorPrimary);
    expect(lessVars['tc-text-tertiary']).toBe(token.colorTextTertiary);
    expect(solid(lessVars['tc-text-tertiary'], '#ffffff')).toBe(lessVars['tc-text-tertiary-solid']);
    const tags = Object.entries(lessVars).filter(([k]) => /^tc-[a-z]+-7$/.test(k));
    expect(tags.length).toBeGreaterThan(0);
    for (const [k, v] of tags) expect(tokens[k.slice(3).replace('-', '')]).toBe(v);
  });
});
