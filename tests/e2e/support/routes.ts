import { routeTable, type RouteDef } from '../../../config/routes';

/** Concrete values for the route parameters of SPEC §2. */
export const PARAM_VALUES: Record<string, string> = {
  id: '1',
  slug: 'supplier-store',
  category: 'gold',
  code: 'wow',
  datasource: '2025',
  type: 'all',
  batchNo: 'B1',
  registrationId: 'github',
  provider: 'github',
};

/** Extra query some pages need to stay on the page (SPEC §5: mfa needs all three). */
export const ROUTE_QUERY: Record<string, string> = {
  '/passport/mfa': '?otpToken=x&username=secure&phoneNumber=1',
};

/** Values for an optional trailing parameter: both without it and with this value. */
export const OPTIONAL_VALUES: Record<string, string> = { type: 'todo' };

/**
 * Pages that show themselves, then move on by design for a signed-in, fully onboarded account:
 * the OAuth start page goes to the provider, the pending pages resolve at once and forward. Their
 * title must have been shown at their URL; where the tab ends up is not checked.
 */
export const TRANSIENT_ROUTES = new Set([
  '/passport/oauth2/code/:registrationId',
  '/pending/accountCreatePending',
  '/pending/verifyPending',
]);

/** Pages a signed-in account is sent away from (the sign-in page): visited signed out. */
export const ANONYMOUS_ROUTES = new Set(['/login']);

export interface ConcreteRoute {
  def: RouteDef;
  /** URL path (with query) without a locale prefix */
  url: string;
  transient: boolean;
  anonymous: boolean;
}

function fill(path: string): string {
  return path.replace(/:([A-Za-z]+)/g, (_m, name: string) => {
    const v = PARAM_VALUES[name];
    if (v === undefined) throw new Error(`no test value for route parameter :${name} in ${path}`);
    return v;
  });
}

/** Every concrete URL to visit for a route definition. */
export function concreteUrls(def: RouteDef): string[] {
  const q = ROUTE_QUERY[def.path] ?? '';
  const opt = /^(.*)\/:([A-Za-z]+)\?$/.exec(def.path);
  if (opt) {
    const [, head, name] = opt;
    const v = OPTIONAL_VALUES[name] ?? PARAM_VALUES[name];
    return [`${fill(head) || '/'}${q}`, `${fill(head)}/${v}${q}`];
  }
  return [`${fill(def.path)}${q}`];
}

export function concreteRoutes(table: RouteDef[] = routeTable): ConcreteRoute[] {
  return table.flatMap((def) =>
    concreteUrls(def).map((url) => ({
      def,
      url,
      transient: TRANSIENT_ROUTES.has(def.path),
      anonymous: ANONYMOUS_ROUTES.has(def.path),
    })),
  );
}
