/** Decimal arithmetic is plain TypeScript shared with the fake backend: it lives in src/domain. */
export * from '../domain/decimal';
