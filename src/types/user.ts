export * from '../domain/account/user';
