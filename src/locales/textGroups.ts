/**
 * The console's area texts (src/locales/<locale>/<area>.ts) load in groups, one file per group and
 * locale: a page loads the core and site texts and its route's group, not every console area.
 * config/routes.ts gives each route its group (from its menu, or `texts`); the unit test
 * tests/unit/app/pageTexts.test.ts checks that every area a page's code uses is in its group.
 */
export const CONSOLE_AREAS = [
  'account',
  'automation',
  'dev',
  'onboarding',
  'pricing',
  'reseller',
  'statements',
  'supplier',
  'views',
] as const;
export type ConsoleArea = (typeof CONSOLE_AREAS)[number];

export const TEXT_GROUPS = {
  /** orders, commodities, stock records, the supplier's pages */
  trade: ['supplier', 'views', 'automation', 'pricing'],
  /** demands, deposit, the reseller's pages */
  reseller: ['reseller', 'views'],
  /** the profile's money and account pages */
  account: ['account', 'views', 'statements'],
  /** the profile overview (its name check shares the form rules' texts) */
  profile: ['account', 'dev'],
  /** becoming a supplier or reseller */
  onboarding: ['account', 'onboarding', 'reseller', 'supplier'],
  /** developer tools, OAuth2 and pending pages */
  dev: ['dev', 'supplier'],
} as const satisfies Record<string, readonly ConsoleArea[]>;
export type TextGroup = keyof typeof TEXT_GROUPS;
export const TEXT_GROUP_NAMES = Object.keys(TEXT_GROUPS) as TextGroup[];
