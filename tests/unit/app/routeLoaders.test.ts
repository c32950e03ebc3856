/** @jest-environment ./tests/env/jsdom.js */
// the request pipeline first, as the app loads it (the route table it reaches imports the loaders)
import '@/utils/routeData';
import * as loaders from '@/services/routeLoaders';

// umi stores what a clientLoader resolves with in its root state: any answer re-renders the whole
// app. (That each loader starts its page's calls is checked on the built app: waterfall.e2e.ts.)
describe("the routes' clientLoaders", () => {
  it('hand umi nothing to store', async () => {
    const all: [string, () => Promise<undefined>][] = [
      ['sold orders', loaders.orderListLoader('sales')],
      ['purchased orders', loaders.orderListLoader('purchase')],
      ...Object.entries(loaders)
        .filter(([name]) => name !== 'orderListLoader')
        .map(([name, l]) => [name, l as () => Promise<undefined>] as [string, () => Promise<undefined>]),
    ];
    expect(all.length).toBeGreaterThanOrEqual(8);
    const settled: string[] = [];
    for (const [name, loader] of all)
      loader().then(
        () => settled.push(name),
        () => settled.push(name),
      );
    await new Promise((r) => setTimeout(r, 10));
    expect(settled).toEqual([]);
  });
});
