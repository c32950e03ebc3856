import { compactRouteTable } from '../../../config/plugin-shared-route-chunks';
import { decodeComponents, decodeRoutes, encodeRoutes, type RouteRecord, type RouteRow } from '../../../src/utils/routeTable';

/** A slice of umi's generated table: a layout, a page in its three locale forms, a guarded page. */
const ROUTES: Record<string, RouteRecord> = {
  '1': { path: '/', layoutKind: 'console', id: '1', hasServerLoader: false, hasMetadataLoader: false, clientLoader: 'L1' },
  '2': {
    path: '/order/sold',
    title: 'route.order.sold',
    menu: 'order',
    texts: 'trade',
    subAuthority: 'ORDER_SELL',
    originPath: '/order/sold',
    localePrefix: '',
    layoutKind: 'console',
    parentId: '1',
    id: '2',
    hasServerLoader: false,
    hasMetadataLoader: false,
    clientLoader: 'L2',
  },
  '3': {
    path: '/zh_CN/order/sold',
    title: 'route.order.sold',
    originPath: '/order/sold',
    localePrefix: 'zh_CN',
    parentId: '1',
    id: '3',
    hasServerLoader: true,
    hasMetadataLoader: false,
  },
  '4': { path: '/en', title: 'route.home', originPath: '/', localePrefix: 'en', id: '4', hasServerLoader: false, hasMetadataLoader: true },
  '5': {
    path: '',
    title: 'route.publish',
    merchant: 'supplier',
    stepRole: 'publish',
    parentId: '6',
    id: '5',
    hasServerLoader: false,
    hasMetadataLoader: false,
  },
  '6': { path: '/commodity/new', isWrapper: true, parentId: '1', id: '6', hasServerLoader: false, hasMetadataLoader: false },
};
const LOADERS = { '1': 'L1', '2': 'L2' };

describe('the compact route table (src/utils/routeTable.ts)', () => {
  it('gives back the very same routes, flags and client loaders', () => {
    expect(decodeRoutes(encodeRoutes(ROUTES), LOADERS)).toEqual(ROUTES);
  });

  it('keeps the dev server’s routes without server-loader flags as they are', () => {
    const dev = Object.fromEntries(Object.entries(ROUTES).map(([id, { hasServerLoader: _s, hasMetadataLoader: _m, ...r }]) => [id, r]));
    expect(decodeRoutes(encodeRoutes(dev), LOADERS)).toEqual(dev);
  });

  it('refuses what it could not write back', () => {
    expect(() => encodeRoutes({ '1': { path: '/', id: '1', redirect: '/en' } })).toThrow(/unknown key redirect/);
    expect(() => encodeRoutes({ '2': { path: '/', id: '2' } })).toThrow(/ids/);
    expect(() => encodeRoutes({ '1': { path: '/', id: '1', parentId: 3 as unknown as string, title: 7 as unknown as string } })).toThrow(
      /title is not a string/,
    );
  });

  it('rewrites umi’s generated file into rows, and its component map into indexes', () => {
    const literal = JSON.stringify(ROUTES).replace(/"clientLoader":"L(\d)"/g, '"clientLoader":clientLoaders[\'$1\']');
    const src = [
      "import clientLoaders from './loaders.js';",
      "import React from 'react';",
      "const RouteComponent0 = React.lazy(() => import('@/layouts/ConsoleLayout.tsx'));",
      "const RouteComponent1 = React.lazy(() => import('@/pages/order/sold.tsx'));",
      'export async function getRoutes() {',
      `  const routes = ${literal} as const;`,
      '  return {',
      '    routes,',
      '    routeComponents: {',
      "'1': RouteComponent0,",
      "'2': RouteComponent1,",
      "'3': RouteComponent1,",
      "'6': RouteComponent0,",
      '},',
      '  };',
      '}',
    ].join('\n');
    const out = compactRouteTable(src);
    expect(out).toContain("import { decodeComponents, decodeRoutes } from '@/utils/routeTable';");
    const rows = JSON.parse(/decodeRoutes\((.*), clientLoaders\);/.exec(out)![1]) as RouteRow[];
    expect(decodeRoutes(rows, LOADERS)).toEqual(ROUTES);
    const [, names, indexes] = /decodeComponents\(\[(.*)\], (\[.*\])\)/.exec(out)!;
    expect(decodeComponents(names.split(', '), JSON.parse(indexes) as number[])).toEqual({
      '1': 'RouteComponent0',
      '2': 'RouteComponent1',
      '3': 'RouteComponent1',
      '6': 'RouteComponent0',
    });
    // run once more (umi writes the file again on every change): nothing left to rewrite
    expect(compactRouteTable(out)).toBe(out);
  });
});
