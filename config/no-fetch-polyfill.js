// Every supported browser has fetch: umi-request's isomorphic-fetch polyfill is aliased here.
export {};
