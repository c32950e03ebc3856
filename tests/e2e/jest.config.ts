import { createConfig, type Config } from '@umijs/max/test';

/**
 * End-to-end tests: jest (node) drives Debian Chromium through puppeteer-core against
 * `max build` + `max preview` (started by globalSetup), or against E2E_BASE_URL when set.
 */
const base = createConfig({ target: 'node', jsTransformer: 'esbuild' });

const config: Config.InitialOptions = {
  ...base,
  rootDir: '../..',
  roots: ['<rootDir>/tests/e2e'],
  testMatch: ['<rootDir>/tests/e2e/**/*.e2e.ts'],
  testPathIgnorePatterns: ['/node_modules/'],
  // puppeteer & co. are plain CJS: do not transform node_modules
  transformIgnorePatterns: ['/node_modules/'],
  // locale files and the route table are imported in node; keep '@/...' resolvable for them
  moduleNameMapper: { ...base.moduleNameMapper, '^@/(.*)$': '<rootDir>/src/$1' },
  globalSetup: '<rootDir>/tests/e2e/globalSetup.ts',
  globalTeardown: '<rootDir>/tests/e2e/globalTeardown.ts',
  setupFilesAfterEnv: ['<rootDir>/tests/e2e/setupRetry.ts'],
  testTimeout: 90_000,
  maxWorkers: 1,
};

export default config;
