import type { Config } from '@umijs/max/test';
import e2e from '../e2e/jest.config';

/** The user-outcome sweep: the e2e set-up (production build + preview, one Chromium), its own files. */
const config: Config.InitialOptions = {
  ...e2e,
  roots: ['<rootDir>/tests/sweep'],
  testMatch: ['<rootDir>/tests/sweep/**/*.e2e.ts'],
  setupFilesAfterEnv: [],
  // one user's walk clicks hundreds of controls
  testTimeout: 60 * 60_000,
};

export default config;
