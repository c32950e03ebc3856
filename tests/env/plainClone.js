/**
 * Deep copy of plain data — objects, arrays, Date, Map, Set — that keeps what v8.serialize /
 * v8.deserialize keep: own enumerable string keys in order, undefined values, array holes, and
 * shared references and cycles (an object reachable twice is copied once). Anything else (a class
 * instance, a function, a symbol) throws.
 *
 * Unlike v8.deserialize, which always builds objects of node's main realm, the copy is made with
 * the constructors of the realm that evaluated this module: loaded by a test it gives the test's
 * own Object / Array (so `toStrictEqual` against literals holds); loaded by a jest environment
 * (tests/env/workerStore.js) it gives main-realm objects that keep no test's context alive.
 */
'use strict';

const toString = Object.prototype.toString;

let knownPlainProto = Object.prototype; // of the realm last met: the check below is per object
function isPlainObject(v) {
  const proto = Object.getPrototypeOf(v);
  if (proto === null || proto === knownPlainProto) return true;
  // Object.prototype of any realm: its own prototype is null and its constructor is named Object
  if (Object.getPrototypeOf(proto) === null && typeof proto.constructor === 'function' && proto.constructor.name === 'Object') {
    knownPlainProto = proto;
    return true;
  }
  return false;
}

function cloner() {
  const memo = new Map();
  const copy = (v) => {
    if (v === null) return v;
    const type = typeof v;
    if (type !== 'object') {
      if (type === 'function' || type === 'symbol') throw new TypeError(`plainClone: cannot copy a ${type}`);
      return v;
    }
    let out = memo.get(v);
    if (out !== undefined) return out;
    if (Array.isArray(v)) {
      out = [];
      memo.set(v, out);
      const n = v.length;
      for (let i = 0; i < n; i++) if (i in v) out[i] = copy(v[i]);
      out.length = n;
      return out;
    }
    if (isPlainObject(v)) {
      out = Object.getPrototypeOf(v) === null ? Object.create(null) : {};
      memo.set(v, out);
      const keys = Object.keys(v);
      for (let i = 0; i < keys.length; i++) out[keys[i]] = copy(v[keys[i]]);
      return out;
    }
    const tag = toString.call(v);
    if (tag === '[object Date]') {
      out = new Date(v.getTime());
      memo.set(v, out);
      return out;
    }
    if (tag === '[object Map]') {
      out = new Map();
      memo.set(v, out);
      for (const [k, x] of v) out.set(copy(k), copy(x));
      return out;
    }
    if (tag === '[object Set]') {
      out = new Set();
      memo.set(v, out);
      for (const x of v) out.add(copy(x));
      return out;
    }
    throw new TypeError(`plainClone: cannot copy ${tag} (${v.constructor && v.constructor.name})`);
  };
  return { memo, copy };
}

function plainClone(root) {
  return cloner().copy(root);
}

/**
 * plainClone of a plain object whose object-valued properties are copied when first read (or
 * simply replaced when first written): a test that touches only the store's users and tokens does
 * not pay for copying its orders and ledger. Each such property is an accessor until then, and
 * then a plain data property in the same place; the copies share one memo, so references between
 * them are kept. Only for a source that nothing changes afterwards (a kept seed): a property is
 * copied from the source as it is when first read.
 */
function lazyClone(root) {
  if (root === null || typeof root !== 'object' || Array.isArray(root) || !isPlainObject(root)) return plainClone(root);
  const { memo, copy } = cloner();
  const out = Object.getPrototypeOf(root) === null ? Object.create(null) : {};
  memo.set(root, out);
  for (const key of Object.keys(root)) {
    const v = root[key];
    if (v === null || typeof v !== 'object') {
      out[key] = copy(v);
      continue;
    }
    const settle = (value) => {
      Object.defineProperty(out, key, { value, writable: true, enumerable: true, configurable: true });
      return value;
    };
    Object.defineProperty(out, key, {
      get: () => settle(copy(v)),
      set: settle,
      enumerable: true,
      configurable: true,
    });
  }
  return out;
}

module.exports = { plainClone, lazyClone };
