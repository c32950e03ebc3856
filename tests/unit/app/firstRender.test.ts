/** @jest-environment ./tests/env/jsdom.js */
const order: string[] = [];

jest.mock('@/utils/routeStart', () => ({
  ...jest.requireActual('@/utils/routeStart'),
  matchedRouteIds: () => ['page'],
  matchedTexts: () => [],
  // a loader's call reaches fetch a few promise steps after it starts, as through the request pipeline
  startRouteLoaders: () => {
    let step: Promise<void> = Promise.resolve();
    for (let i = 0; i < 6; i += 1) step = step.then(() => undefined);
    void step.then(() => order.push('call sent'));
  },
  // resolving route code that is already downloaded evaluates it at once
  preloadRouteComponents: () => {
    order.push('code evaluated');
    return Promise.resolve();
  },
}));
jest.mock('@/utils/messages', () => ({ ...jest.requireActual('@/utils/messages'), loadMessages: () => Promise.resolve() }));
jest.mock('@/utils/routeData', () => ({ ...jest.requireActual('@/utils/routeData'), startedCallsSettled: () => Promise.resolve() }));

const { render } = require('@/app') as typeof import('@/app');

describe('the first render', () => {
  it("sends the route loaders' calls before the route's code is evaluated, then renders once both are in", async () => {
    const oldRender = jest.fn(() => order.push('rendered'));
    render(oldRender);
    await new Promise((r) => setTimeout(r, 20));
    expect(order).toEqual(['call sent', 'code evaluated', 'rendered']);
    expect(oldRender).toHaveBeenCalledTimes(1);
  });
});
