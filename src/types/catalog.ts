/** Catalog types (games, servers, categories, attributes) live in src/domain/market (shared with the fake backend). */
export * from '../domain/market/catalog';
