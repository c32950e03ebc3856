/** Public market read types live in src/domain/market (shared with the fake backend). */
export * from '../domain/market/types';
