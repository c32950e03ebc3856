import { matchedRouteIds, matchedTexts, preloadRouteComponents, rememberRoutes, startRouteLoaders } from '@/utils/routeStart';
import { lazy } from 'react';

const loaded: string[] = [];
const component = (name: string) =>
  lazy(() => {
    loaded.push(name);
    return Promise.resolve({ default: () => null });
  });
const listLoader = jest.fn(() => Promise.resolve(undefined));

// a layout, a guard, and pages under both: the shape of config/routes.ts once umi has read it
rememberRoutes({
  routes: {
    '1': { path: '/' },
    '2': { path: '', parentId: '1' },
    // the dynamic route first: the static one must still win
    '3': { path: '/en/order/:id', parentId: '2', texts: 'trade' },
    '4': { path: '/en/order/sold', parentId: '2', texts: 'trade', clientLoader: listLoader },
    '5': { path: '/en/order/:id/:tab', parentId: '2' },
    '6': { path: '/en/games', parentId: '1' },
    // a guard carries the path, the page sits under its pathless wrapper
    '7': { path: '/en/funds', parentId: '1' },
    '8': { path: '', parentId: '7' },
    '9': { path: '', parentId: '8', texts: 'trade' },
  },
  routeComponents: { '1': component('layout'), '2': component('guard'), '3': component('detail'), '4': component('sold') },
});

describe('what a page needs before its first render', () => {
  it('matches the page first, then its guard and layout; a static path beats a dynamic one', () => {
    expect(matchedRouteIds('/en/order/sold')).toEqual(['4', '2', '1']);
    expect(matchedRouteIds('/en/order/X123')).toEqual(['3', '2', '1']);
    expect(matchedRouteIds('/en/order/X123/chat')).toEqual(['5', '2', '1']);
    expect(matchedRouteIds('/en/funds')).toEqual(['9', '8', '7', '1']);
    // a layout alone is never the match (its path "/" is not a page)
    expect(matchedRouteIds('/')).toEqual([]);
    expect(matchedRouteIds('/en/nowhere')).toEqual([]);
  });

  it('names the texts of the deepest route that has some', () => {
    expect(matchedTexts(matchedRouteIds('/en/order/sold'))).toBe('trade');
    expect(matchedTexts(matchedRouteIds('/en/games'))).toBeUndefined();
  });

  it("starts the chain's loaders and resolves its components, and only those", async () => {
    const ids = matchedRouteIds('/en/order/sold');
    startRouteLoaders(ids);
    expect(listLoader).toHaveBeenCalledTimes(1);
    await preloadRouteComponents(ids);
    expect(loaded.sort()).toEqual(['guard', 'layout', 'sold']);
  });
});
