/** Help-centre and home content types live in src/domain/market (shared with the fake backend). */
export * from '../domain/market/content';
