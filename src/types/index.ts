export * from './api';
export * from './auth';
export * from './user';
export * from './catalog';
export * from './listing';
