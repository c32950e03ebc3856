/**
 * Seeds of the fake backend's store kept for the life of one jest worker, shared by every test
 * file it runs (see tests/storeCache.ts, which decides what a seed is keyed by and when to use
 * one). A jest environment module is loaded once per worker process, outside the test files'
 * contexts; the environments (tests/env/node.js, tests/env/jsdom.js) put this object on each
 * test file's global as a non-enumerable `__GT_WORKER_STORE__`.
 *
 * A seed is kept as a main-realm copy (plainClone), so it holds on to no test file's context.
 */
'use strict';

const { plainClone } = require('./plainClone');

// about 65 MB each: the current hour's seed, and those of tests that set the mock clock to a fixed time
const KEEP = 8;
const seeds = new Map();

const workerStore = Object.freeze({
  /** The kept seed for `key`, or undefined. Read it only through a copy. */
  get(key) {
    const seed = seeds.get(key);
    if (seed === undefined) return undefined;
    seeds.delete(key);
    seeds.set(key, seed); // most recently used last
    return seed;
  },
  /** Keeps a copy of `db` under `key`; false (nothing kept) when it is not plain data. */
  set(key, db) {
    let copy;
    try {
      copy = plainClone(db);
    } catch {
      return false;
    }
    seeds.delete(key);
    seeds.set(key, copy);
    while (seeds.size > KEEP) seeds.delete(seeds.keys().next().value);
    return true;
  },
});

function shareWith(global) {
  Object.defineProperty(global, '__GT_WORKER_STORE__', { value: workerStore, enumerable: false, configurable: true, writable: false });
}

module.exports = { shareWith };
