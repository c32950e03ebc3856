/** Developer, OAuth2 provider and third-party sign-in types live in src/domain/dev (shared with the fake backend). */
export * from '../domain/dev/types';
