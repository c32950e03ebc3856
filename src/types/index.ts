export * from './api';
export * from './auth';
export * from './user';
