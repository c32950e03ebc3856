// umi's polyfill entry loads regenerator-runtime for the one library that calls a global
// `regeneratorRuntime` (dva-loading); the ES helper every other library shares provides it, so the
// runtime ships once instead of twice.
import regeneratorRuntime from '@babel/runtime/helpers/esm/regeneratorRuntime';

globalThis.regeneratorRuntime = regeneratorRuntime();
