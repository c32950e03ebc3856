/**
 * THE route table (SPEC §2). Every route is declared once here; `expandRoutes` serves it in the
 * three locale forms (no prefix, /zh_CN, /en) inside its layout. `title` is an i18n key used for the
 * page title and breadcrumb; `menu` places a console route in the side menu.
 */
import type { TextGroup } from '../src/locales/textGroups';

export type LayoutKind = 'site' | 'ssr' | 'console' | 'empty';
export type GuardName = 'auth' | 'realName' | 'resellerAuth' | 'supplierAuth' | 'step' | 'subUser';
export type MenuGroup = 'order' | 'commodity' | 'demand' | 'deposit' | 'profile' | 'supplier' | 'reseller' | 'user' | 'playground';
export type Merchant = 'supplier' | 'reseller';

export interface RouteDef {
  path: string;
  component: string;
  title: string;
  layout: LayoutKind;
  guards?: GuardName[];
  menu?: MenuGroup;
  /** sub-user guard: the permission a sub-account needs for this page */
  subAuthority?: string;
  /** step guard: which onboarding this page belongs to or requires */
  merchant?: Merchant;
  /** step guard: 'onboarding' pages walk the steps, 'publish' pages need them completed */
  stepRole?: 'onboarding' | 'publish';
  /** the console text group the page shows (src/locales/textGroups.ts); by default its menu's */
  texts?: TextGroup;
}

/** Each menu's text group: what its pages show besides the core and site texts. */
const MENU_TEXTS: Record<MenuGroup, TextGroup | undefined> = {
  order: 'trade',
  commodity: 'trade',
  supplier: 'trade',
  demand: 'reseller',
  deposit: 'reseller',
  reseller: 'reseller',
  profile: 'account',
  user: 'account',
  playground: 'dev',
};

/** The text group a route loads with its chunks. */
export const textsOf = (def: RouteDef): TextGroup | undefined => def.texts ?? (def.menu ? MENU_TEXTS[def.menu] : undefined);

const LOGIN: GuardName[] = ['auth'];
const TRADE: GuardName[] = ['auth', 'realName'];
// The role guard comes before real-name: a user without the role is taken into its onboarding,
// whose first step is the real-name one, rather than to the profile's real-name page.
const SUPPLIER: GuardName[] = ['auth', 'supplierAuth', 'realName'];
const RESELLER: GuardName[] = ['auth', 'resellerAuth', 'realName'];

export const routeTable: RouteDef[] = [
  // Public and browsing
  { path: '/', component: 'home/index', title: 'route.home', layout: 'ssr' },
  { path: '/games', component: 'games/index', title: 'route.games', layout: 'site' },
  { path: '/help', component: 'help/index', title: 'route.help', layout: 'site' },
  { path: '/help/article/:id', component: 'help/article', title: 'route.help.article', layout: 'site' },
  { path: '/help/notice/:id', component: 'help/notice', title: 'route.help.notice', layout: 'site' },
  { path: '/buyer/:slug', component: 'store/buyer', title: 'route.store.buyer', layout: 'site' },
  { path: '/seller/:slug', component: 'store/seller', title: 'route.store.seller', layout: 'site' },
  { path: '/categories/:category/:code', component: 'categories/index', title: 'route.categories', layout: 'site' },

  // Checkout
  { path: '/checkout', component: 'checkout/index', title: 'route.checkout', layout: 'site', guards: TRADE },
  { path: '/checkout/bargaining', component: 'checkout/bargaining', title: 'route.checkout.bargaining', layout: 'site', guards: RESELLER },
  { path: '/checkout/commodity', component: 'checkout/commodity', title: 'route.checkout.commodity', layout: 'site', guards: RESELLER },
  { path: '/checkout/demand', component: 'checkout/demand', title: 'route.checkout.demand', layout: 'site', guards: SUPPLIER },

  // Commodity (supplier side)
  {
    path: '/commodity',
    component: 'commodity/index',
    title: 'route.commodity',
    layout: 'console',
    guards: [...SUPPLIER, 'subUser'],
    menu: 'commodity',
    subAuthority: 'COMMODITY',
  },
  {
    path: '/commodity/new',
    component: 'commodity/new',
    title: 'route.commodity.new',
    layout: 'console',
    guards: [...SUPPLIER, 'subUser', 'step'],
    menu: 'commodity',
    subAuthority: 'COMMODITY',
    merchant: 'supplier',
    stepRole: 'publish',
  },
  {
    path: '/commodity/edit/:id',
    component: 'commodity/edit',
    title: 'route.commodity.edit',
    texts: 'trade',
    layout: 'console',
    guards: [...SUPPLIER, 'subUser', 'step'],
    subAuthority: 'COMMODITY',
    merchant: 'supplier',
    stepRole: 'publish',
  },
  {
    path: '/commodity/bargaining/:id',
    component: 'commodity/bargaining',
    title: 'route.commodity.bargaining',
    texts: 'trade',
    layout: 'console',
    guards: [...SUPPLIER, 'subUser'],
    subAuthority: 'COMMODITY',
  },
  {
    path: '/commodity/stock-record',
    component: 'commodity/stock-record/index',
    title: 'route.commodity.stockRecord',
    layout: 'console',
    guards: [...SUPPLIER, 'subUser'],
    menu: 'commodity',
    subAuthority: 'STOCK_RECORD',
  },
  {
    path: '/commodity/stock-record/history',
    component: 'commodity/stock-record/history',
    title: 'route.commodity.stockRecordHistory',
    layout: 'console',
    guards: [...SUPPLIER, 'subUser'],
    menu: 'commodity',
    subAuthority: 'STOCK_RECORD',
  },
  {
    path: '/commodity/bargaining',
    component: 'commodity/bargaining',
    title: 'route.commodity.bargainingAll',
    layout: 'console',
    guards: [...SUPPLIER, 'subUser'],
    menu: 'commodity',
    subAuthority: 'COMMODITY',
  },
  {
    path: '/commodity/automation',
    component: 'commodity/automation',
    title: 'route.commodity.automation',
    layout: 'console',
    guards: [...SUPPLIER, 'subUser'],
    menu: 'commodity',
    subAuthority: 'COMMODITY',
  },
  {
    path: '/commodity/auth',
    component: 'commodity/auth',
    title: 'route.commodity.auth',
    texts: 'onboarding',
    layout: 'console',
    guards: [...LOGIN, 'step'],
    merchant: 'supplier',
    stepRole: 'onboarding',
  },

  // Demand (receiver side)
  {
    path: '/demand',
    component: 'demand/index',
    title: 'route.demand',
    layout: 'console',
    guards: [...RESELLER, 'subUser'],
    menu: 'demand',
    subAuthority: 'DEMAND',
  },
  {
    path: '/demand/new',
    component: 'demand/new',
    title: 'route.demand.new',
    layout: 'console',
    guards: [...RESELLER, 'subUser', 'step'],
    menu: 'demand',
    subAuthority: 'DEMAND',
    merchant: 'reseller',
    stepRole: 'publish',
  },
  {
    path: '/demand/edit/:id',
    component: 'demand/edit',
    title: 'route.demand.edit',
    texts: 'reseller',
    layout: 'console',
    guards: [...RESELLER, 'subUser', 'step'],
    subAuthority: 'DEMAND',
    merchant: 'reseller',
    stepRole: 'publish',
  },
  {
    path: '/demand/history',
    component: 'demand/history',
    title: 'route.demand.history',
    layout: 'console',
    guards: [...RESELLER, 'subUser'],
    menu: 'demand',
    subAuthority: 'DEMAND',
  },
  {
    path: '/demand/auth',
    component: 'demand/auth',
    title: 'route.demand.auth',
    texts: 'onboarding',
    layout: 'console',
    guards: [...LOGIN, 'step'],
    merchant: 'reseller',
    stepRole: 'onboarding',
  },

  // Deposit
  {
    path: '/deposit/rechange',
    component: 'deposit/rechange',
    title: 'route.deposit.rechange',
    layout: 'console',
    guards: RESELLER,
    menu: 'deposit',
  },
  {
    path: '/deposit/return',
    component: 'deposit/return',
    title: 'route.deposit.return',
    layout: 'console',
    guards: [...RESELLER, 'subUser'],
    menu: 'deposit',
    subAuthority: 'DEPOSIT_RETURN',
  },

  // Orders
  { path: '/order/detail', component: 'order/detail', title: 'route.order.detail', texts: 'trade', layout: 'console', guards: TRADE },
  {
    path: '/order/detail/history/:datasource/:id',
    component: 'order/detail-history',
    title: 'route.order.detailHistory',
    texts: 'trade',
    layout: 'console',
    guards: TRADE,
  },
  {
    path: '/order/purchased/:type?',
    component: 'order/purchased',
    title: 'route.order.purchased',
    layout: 'console',
    guards: [...TRADE, 'subUser'],
    menu: 'order',
    subAuthority: 'ORDER_PURCHASED',
  },
  {
    path: '/order/sold/:type?',
    component: 'order/sold',
    title: 'route.order.sold',
    layout: 'console',
    guards: [...TRADE, 'subUser'],
    menu: 'order',
    subAuthority: 'ORDER_SOLD',
  },
  {
    path: '/order/purchased/history',
    component: 'order/purchased-history',
    title: 'route.order.purchasedHistory',
    layout: 'console',
    guards: [...TRADE, 'subUser'],
    menu: 'order',
    subAuthority: 'ORDER_PURCHASED',
  },
  {
    path: '/order/sold/history',
    component: 'order/sold-history',
    title: 'route.order.soldHistory',
    layout: 'console',
    guards: [...TRADE, 'subUser'],
    menu: 'order',
    subAuthority: 'ORDER_SOLD',
  },
  // each kind of to-do is shown by its own permission (the fake backend's todosOf)
  { path: '/todo', component: 'todo/index', title: 'route.todo', layout: 'console', guards: LOGIN, menu: 'order' },

  // Passport and sign-in pages (never saved as a return target)
  { path: '/login', component: 'passport/login', title: 'route.login', layout: 'site' },
  { path: '/register', component: 'passport/register', title: 'route.register', layout: 'site' },
  { path: '/forgot-password', component: 'passport/forgot-password', title: 'route.forgotPassword', layout: 'site' },
  { path: '/reset-password', component: 'passport/reset-password', title: 'route.resetPassword', layout: 'site' },
  { path: '/passport/mfa', component: 'passport/mfa', title: 'route.passport.mfa', layout: 'site' },
  {
    path: '/passport/oauth2/bind',
    component: 'passport/oauth2-bind',
    title: 'route.passport.oauth2Bind',
    layout: 'site',
    texts: 'dev',
  },
  {
    path: '/passport/oauth2/code/:registrationId',
    component: 'passport/oauth2-code',
    title: 'route.passport.oauth2Code',
    texts: 'dev',
    layout: 'empty',
  },
  { path: '/login/oauth2/code/:provider', component: 'passport/oauth2-callback', title: 'route.login.oauth2Callback', layout: 'empty' },

  // Pending
  {
    path: '/pending/accountCreatePending',
    component: 'pending/account-create',
    title: 'route.pending.accountCreate',
    layout: 'site',
    guards: LOGIN,
    texts: 'dev',
  },
  {
    path: '/pending/payResult/:type/:batchNo',
    component: 'pending/pay-result',
    title: 'route.pending.payResult',
    layout: 'site',
    guards: LOGIN,
  },
  {
    path: '/pending/verifyPending',
    component: 'pending/verify',
    title: 'route.pending.verify',
    layout: 'site',
    guards: LOGIN,
    texts: 'dev',
  },

  // Profile (requires login)
  {
    path: '/profile',
    component: 'profile/index',
    title: 'route.profile',
    texts: 'profile',
    layout: 'console',
    guards: LOGIN,
    menu: 'profile',
  },
  {
    path: '/profile/change_password',
    component: 'profile/change-password',
    title: 'route.profile.changePassword',
    layout: 'console',
    guards: [...LOGIN, 'subUser'],
    menu: 'profile',
    subAuthority: 'CHANGE_PASSWORD',
  },
  {
    path: '/profile/fund_balances',
    component: 'profile/fund-balances',
    title: 'route.profile.fundBalances',
    layout: 'console',
    guards: [...LOGIN, 'subUser'],
    menu: 'profile',
    subAuthority: 'FUND_BALANCES',
  },
  {
    path: '/profile/fund_deposit',
    component: 'profile/fund-deposit',
    title: 'route.profile.fundDeposit',
    layout: 'console',
    guards: [...LOGIN, 'subUser'],
    menu: 'profile',
    subAuthority: 'FUND_DEPOSIT',
  },
  { path: '/profile/funds', component: 'profile/funds', title: 'route.profile.funds', layout: 'console', guards: LOGIN, menu: 'profile' },
  {
    path: '/profile/statements',
    component: 'profile/statements',
    title: 'route.profile.statements',
    layout: 'console',
    guards: [...LOGIN, 'subUser'],
    menu: 'profile',
    subAuthority: 'FUND_BALANCES',
  },
  {
    path: '/profile/reconciliation',
    component: 'profile/reconciliation',
    title: 'route.profile.reconciliation',
    layout: 'console',
    guards: [...LOGIN, 'subUser'],
    menu: 'profile',
    subAuthority: 'FUND_BALANCES',
  },
  {
    path: '/profile/login_log',
    component: 'profile/login-log',
    title: 'route.profile.loginLog',
    layout: 'console',
    guards: LOGIN,
    menu: 'profile',
  },
  {
    path: '/profile/operation_log',
    component: 'profile/operation-log',
    title: 'route.profile.operationLog',
    layout: 'console',
    guards: LOGIN,
    menu: 'profile',
  },
  {
    path: '/profile/points',
    component: 'profile/points',
    title: 'route.profile.points',
    layout: 'console',
    guards: LOGIN,
    menu: 'profile',
  },
  {
    path: '/profile/realname',
    component: 'profile/realname',
    title: 'route.profile.realname',
    layout: 'console',
    guards: LOGIN,
    menu: 'profile',
  },
  {
    path: '/profile/receiving_account',
    component: 'profile/receiving-account',
    title: 'route.profile.receivingAccount',
    layout: 'console',
    guards: LOGIN,
    menu: 'profile',
  },
  {
    path: '/profile/sub_account',
    component: 'profile/sub-account',
    title: 'route.profile.subAccount',
    layout: 'console',
    guards: [...LOGIN, 'subUser'],
    menu: 'profile',
    subAuthority: 'SUB_ACCOUNT',
  },
  {
    path: '/profile/subscription',
    component: 'profile/subscription',
    title: 'route.profile.subscription',
    layout: 'console',
    guards: LOGIN,
    menu: 'profile',
  },

  // Other
  {
    path: '/reseller/comment',
    component: 'reseller/comment',
    title: 'route.reseller.comment',
    layout: 'console',
    guards: RESELLER,
    menu: 'reseller',
  },
  {
    path: '/reseller/mySupplier',
    component: 'reseller/my-supplier',
    title: 'route.reseller.mySupplier',
    layout: 'console',
    guards: RESELLER,
    menu: 'reseller',
  },
  {
    path: '/reseller/setting',
    component: 'reseller/setting',
    title: 'route.reseller.setting',
    layout: 'console',
    guards: RESELLER,
    menu: 'reseller',
  },
  {
    path: '/supplier/comment',
    component: 'supplier/comment',
    title: 'route.supplier.comment',
    layout: 'console',
    guards: SUPPLIER,
    menu: 'supplier',
  },
  {
    path: '/supplier/myReceiver',
    component: 'supplier/my-reseller',
    title: 'route.supplier.myReceiver',
    layout: 'console',
    guards: SUPPLIER,
    menu: 'supplier',
  },
  {
    path: '/supplier/setting',
    component: 'supplier/setting',
    title: 'route.supplier.setting',
    layout: 'console',
    guards: SUPPLIER,
    menu: 'supplier',
  },
  {
    path: '/user/withdrawal',
    component: 'user/withdrawal',
    title: 'route.user.withdrawal',
    layout: 'console',
    guards: [...TRADE, 'subUser'],
    menu: 'user',
    subAuthority: 'WITHDRAWAL',
  },

  // Developer pages
  { path: '/playground', component: 'playground/index', title: 'route.playground', layout: 'console', guards: LOGIN, menu: 'playground' },
  { path: '/playground/form', component: 'playground/form', title: 'route.playground.form', layout: 'console', menu: 'playground' },
  {
    path: '/playground/markdown',
    component: 'playground/markdown',
    title: 'route.playground.markdown',
    layout: 'console',
    menu: 'playground',
  },
  { path: '/playground/oauth2', component: 'playground/oauth2', title: 'route.playground.oauth2', texts: 'dev', layout: 'empty' },
  {
    path: '/playground/upload',
    component: 'playground/upload',
    title: 'route.playground.upload',
    layout: 'console',
    guards: LOGIN,
    menu: 'playground',
  },
  { path: '/chat/frame', component: 'chat/frame', title: 'route.chat.frame', layout: 'empty' },
];

export const LOCALE_PREFIXES = ['zh_CN', 'en'] as const;
export type LocalePrefix = (typeof LOCALE_PREFIXES)[number];

const LAYOUT_COMPONENT: Record<LayoutKind, string> = {
  site: '@/layouts/SiteLayout',
  ssr: '@/layouts/SsrLayout',
  console: '@/layouts/ConsoleLayout',
  empty: '@/layouts/EmptyLayout',
};
const GUARD_WRAPPER: Record<GuardName, string> = {
  auth: '@/wrappers/auth',
  realName: '@/wrappers/realName',
  resellerAuth: '@/wrappers/resellerAuth',
  supplierAuth: '@/wrappers/supplierAuth',
  step: '@/wrappers/step',
  subUser: '@/wrappers/subUser',
};

export interface UmiRoute {
  path: string;
  component?: string;
  wrappers?: string[];
  routes?: UmiRoute[];
  [key: string]: unknown;
}

export function localizedPath(path: string, prefix?: LocalePrefix): string {
  if (!prefix) return path;
  return path === '/' ? `/${prefix}` : `/${prefix}${path}`;
}

/** react-router 6.3 has no optional segments: a trailing `:x?` is served as two paths. */
export function pathVariants(path: string): string[] {
  const m = /^(.*)\/:([A-Za-z]+)\?$/.exec(path);
  return m ? [m[1] || '/', `${m[1]}/:${m[2]}`] : [path];
}

function toUmiRoutes(def: RouteDef, prefix?: LocalePrefix): UmiRoute[] {
  return pathVariants(def.path).map((p) => toUmiRoute(def, p, prefix));
}

function toUmiRoute(def: RouteDef, path: string, prefix?: LocalePrefix): UmiRoute {
  const { guards, component, layout, texts: _texts, ...rest } = def;
  const group = textsOf(def);
  return {
    ...rest,
    ...(group ? { texts: group } : {}),
    path: localizedPath(path, prefix),
    originPath: def.path,
    localePrefix: prefix ?? '',
    layoutKind: layout,
    component: `@/pages/${component}`,
    ...(guards?.length ? { wrappers: guards.map((g) => GUARD_WRAPPER[g]) } : {}),
  };
}

const NOT_FOUND: RouteDef = { path: '/*', component: '404', title: 'route.notFound', layout: 'site' };

/**
 * Groups the table by layout: one pathless-like parent per layout (path '/'), holding every route
 * of that layout in its three forms. The catch-alls come last, under the site layout.
 */
export function expandRoutes(table: RouteDef[] = routeTable): UmiRoute[] {
  const forms: (LocalePrefix | undefined)[] = [undefined, ...LOCALE_PREFIXES];
  const kinds: LayoutKind[] = ['ssr', 'site', 'console', 'empty'];
  const groups: UmiRoute[] = kinds.map((kind) => ({
    path: '/',
    component: LAYOUT_COMPONENT[kind],
    layoutKind: kind,
    routes: table.filter((r) => r.layout === kind).flatMap((r) => forms.flatMap((f) => toUmiRoutes(r, f))),
  }));
  const site = groups.find((g) => g.layoutKind === 'site');
  site?.routes?.push(...LOCALE_PREFIXES.flatMap((p) => toUmiRoutes(NOT_FOUND, p)), ...toUmiRoutes(NOT_FOUND));
  return groups;
}

export default expandRoutes();

/** The first path segments of the console's routes ('order', 'commodity', …): a host's prefix ends before one. */
export function topSegments(table: RouteDef[] = routeTable): string[] {
  const firsts = table.map((r) => r.path.split('/').filter(Boolean)[0]).filter((s): s is string => !!s && !s.startsWith(':'));
  return Array.from(new Set(firsts)).sort();
}
