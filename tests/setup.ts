/**
 * Runs before every unit test file, in both jest projects (tests/jest.config.ts): node and jsdom.
 * The DOM part (jest-dom matchers, jsdom gaps) is tests/setupDom.ts, loaded only where there is a
 * DOM, so node tests do not pay for it.
 */
// dva-core / redux-saga are compiled with regenerator: provide the global like umi's polyfill does
import 'regenerator-runtime/runtime';

// The fake backend's store: one real seed per worker and hour, a deep copy of it per reset
// (see tests/storeCache.ts). mock/_db/seed's seedDb itself is left alone.
jest.mock('../mock/_db/store', () => {
  const actual = jest.requireActual('../mock/_db/store');
  return require('./storeCache').cachedStore(actual) ?? actual;
});

if (typeof document !== 'undefined') require('./setupDom');
