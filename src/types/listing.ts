/** Listing types (commodities, demands) live in src/domain/market (shared with the fake backend). */
export * from '../domain/market/listing';
