import { expandRoutes, pathVariants, routeTable, type UmiRoute } from '../../../config/routes';

const SPEC_ROUTES = [
  '/',
  '/games',
  '/help',
  '/help/article/:id',
  '/help/notice/:id',
  '/buyer/:slug',
  '/seller/:slug',
  '/categories/:category/:code',
  '/checkout',
  '/checkout/bargaining',
  '/checkout/commodity',
  '/checkout/demand',
  '/commodity',
  '/commodity/new',
  '/commodity/edit/:id',
  '/commodity/bargaining/:id',
  '/commodity/stock-record',
  '/commodity/stock-record/history',
  '/commodity/auth',
  '/demand',
  '/demand/new',
  '/demand/edit/:id',
  '/demand/history',
  '/demand/auth',
  '/deposit/rechange',
  '/deposit/return',
  '/order/detail',
  '/order/detail/history/:datasource/:id',
  '/order/purchased/:type?',
  '/order/purchased/history',
  '/order/sold/:type?',
  '/order/sold/history',
  '/passport/mfa',
  '/passport/oauth2/bind',
  '/passport/oauth2/code/:registrationId',
  '/login/oauth2/code/:provider',
  '/pending/accountCreatePending',
  '/pending/payResult/:type/:batchNo',
  '/pending/verifyPending',
  '/profile',
  ...[
    'change_password',
    'fund_balances',
    'fund_deposit',
    'funds',
    'login_log',
    'operation_log',
    'points',
    'realname',
    'receiving_account',
    'sub_account',
    'subscription',
  ].map((c) => `/profile/${c}`),
  '/reseller/comment',
  '/reseller/mySupplier',
  '/reseller/setting',
  '/supplier/comment',
  '/supplier/myReceiver',
  '/supplier/setting',
  '/user/withdrawal',
  '/playground',
  '/playground/form',
  '/playground/markdown',
  '/playground/oauth2',
  '/playground/upload',
];

const leaves = (routes: UmiRoute[]): UmiRoute[] => routes.flatMap((r) => (r.routes ? leaves(r.routes) : [r]));

describe('route table', () => {
  const expanded = leaves(expandRoutes());
  const paths = new Set(expanded.map((r) => r.path));

  it('declares every SPEC route exactly once', () => {
    const declared = routeTable.map((r) => r.path);
    expect(new Set(declared).size).toBe(declared.length);
    SPEC_ROUTES.forEach((p) => expect(declared).toContain(p));
  });

  it('serves every SPEC route in three forms', () => {
    SPEC_ROUTES.flatMap(pathVariants).forEach((p) => {
      expect(paths).toContain(p);
      expect(paths).toContain(p === '/' ? '/zh_CN' : `/zh_CN${p}`);
      expect(paths).toContain(p === '/' ? '/en' : `/en${p}`);
    });
  });

  it('expands an optional trailing segment into two paths', () => {
    expect(pathVariants('/order/sold/:type?')).toEqual(['/order/sold', '/order/sold/:type']);
    expect(pathVariants('/games')).toEqual(['/games']);
  });

  it('puts the OAuth2 pages in the empty layout and home in the ssr layout', () => {
    const layoutOf = (p: string) => expandRoutes().find((g) => g.routes?.some((r) => r.path === p))?.layoutKind;
    expect(layoutOf('/playground/oauth2')).toBe('empty');
    expect(layoutOf('/en/passport/oauth2/code/:registrationId')).toBe('empty');
    expect(layoutOf('/')).toBe('ssr');
    expect(layoutOf('/order/sold')).toBe('console');
    expect(layoutOf('/games')).toBe('site');
  });

  it('ends with the 404 catch-alls', () => {
    expect(paths).toContain('/*');
    expect(paths).toContain('/en/*');
    expect(paths).toContain('/zh_CN/*');
  });

  it('keeps guards on every locale form', () => {
    const forms = expanded.filter((r) => r.originPath === '/user/withdrawal');
    expect(forms).toHaveLength(3);
    forms.forEach((r) => expect(r.wrappers).toEqual(expect.arrayContaining(['@/wrappers/auth', '@/wrappers/subUser'])));
  });

  it('guards the supplier and receiver workspaces with their sub-account permission', () => {
    const of = (path: string) => routeTable.find((r) => r.path === path)!;
    ['/commodity', '/commodity/new', '/commodity/edit/:id', '/commodity/bargaining/:id'].forEach((p) => {
      expect(of(p).guards).toContain('subUser');
      expect(of(p).subAuthority).toBe('COMMODITY');
    });
    ['/demand', '/demand/new', '/demand/edit/:id', '/demand/history'].forEach((p) => {
      expect(of(p).guards).toContain('subUser');
      expect(of(p).subAuthority).toBe('DEMAND');
    });
    // a page that names a permission always enforces it
    routeTable
      .filter((r) => r.subAuthority)
      .forEach((r) => expect([r.path, r.guards]).toEqual([r.path, expect.arrayContaining(['subUser'])]));
  });

  it('sends a user without the role into the onboarding (whose first step is real-name) before asking for real-name', () => {
    routeTable
      .filter((r) => r.guards?.includes('supplierAuth') || r.guards?.includes('resellerAuth'))
      .forEach((r) => {
        const g = r.guards!;
        const role = Math.max(g.indexOf('supplierAuth'), g.indexOf('resellerAuth'));
        expect([r.path, role < g.indexOf('realName')]).toEqual([r.path, true]);
      });
  });
});
