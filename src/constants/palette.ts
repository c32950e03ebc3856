/**
 * The console's and the public site's colours (config/theme.ts makes them antd tokens and less
 * variables; inline styles in src/ read them here). WCAG 2.1 AA in the light theme
 * (tests/unit/app/themeContrast.test.ts): text at least 4.5:1 on white and on the greys and tints
 * it sits on. Each is the nearest passing shade of antd's own palette, so the console keeps antd's
 * look: blue-7 instead of blue-6 for the primary and links, 60 % black instead of 45 % for
 * secondary text, shade 8 (gold, lime and yellow 9) for tag texts.
 */
export const palette = {
  /** blue-7: 6.2:1 on white, and white on it (blue-6 #1677ff was 4.1:1) */
  primary: '#0958d9',
  /** blue-8: hover and pressed darken rather than lighten, staying readable */
  primaryHover: '#003eb3',
  primaryActive: '#002c8c',
  /** 60 % black: secondary text under order numbers, times, counterparties (45 % was 3.4:1) */
  textTertiary: 'rgba(0, 0, 0, 0.6)',
  /** the same as an opaque colour on white, for the less styles */
  textTertiarySolid: '#666666',
  /** red-7 for error text and danger links (red-5 #ff4d4f was 3.3:1) */
  errorText: '#cf1322',
  /** green-8 / gold-9: success and warning text */
  successText: '#237804',
  warningText: '#874d00',
  /**
   * Status icons, marks and dots (success, warning; errors use errorText): graphics need 3:1 on
   * white, the greys and the tints (WCAG 1.4.11). green-7 is 3.1:1 or more (green-6 #52c41a was
   * 2.3:1), gold-8 3.9:1 or more (gold-6 #faad14 was 1.9:1).
   */
  successIcon: '#389e0d',
  warningIcon: '#ad6800',
} as const;

/**
 * antd derives the status backgrounds and borders (alerts, status tags) from the status colour;
 * from the darker icon shades they would turn grey-green and grey-gold, so they stay antd's
 * shades 1–4 of green and gold.
 */
export const statusTints = {
  colorSuccessBg: '#f6ffed',
  colorSuccessBgHover: '#d9f7be',
  colorSuccessBorder: '#b7eb8f',
  colorSuccessBorderHover: '#95de64',
  colorWarningBg: '#fffbe6',
  colorWarningBgHover: '#fff1b8',
  colorWarningBorder: '#ffe58f',
  colorWarningBorderHover: '#ffd666',
} as const;

/** Tag texts: shade 7 of these antd colours reads below 4.5:1 on its own shade-1 background. */
export const tagText = {
  cyan7: '#006d75',
  green7: '#237804',
  orange7: '#ad4e00',
  volcano7: '#ad2102',
  gold7: '#874d00',
  lime7: '#3f6600',
  yellow7: '#614700',
} as const;
