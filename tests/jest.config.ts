import { Config, configUmiAlias, createConfig } from '@umijs/max/test';

export default async () => {
  const base = createConfig({
    target: 'browser',
    jsTransformer: 'esbuild',
    jsTransformerOpts: { jsx: 'automatic' },
  });
  const config = await configUmiAlias({
    ...base,
    rootDir: '..',
    moduleNameMapper: {
      // generated plugin-locale imports antd/es/locale/*: the CJS build needs no transform
      '^antd/es/(.*)$': 'antd/lib/$1',
      ...base.moduleNameMapper,
    },
    // only umi's own ESM runtime needs transforming; the rest of node_modules is CJS
    transformIgnorePatterns: ['/node_modules/(?!(@umijs|umi|@babel/runtime)/)'],
    setupFilesAfterEnv: ['<rootDir>/tests/setup.ts'],
    testMatch: ['<rootDir>/tests/unit/**/*.test.(ts|tsx)', '<rootDir>/src/**/*.test.(ts|tsx)'],
    testPathIgnorePatterns: ['/node_modules/', '<rootDir>/tests/e2e/', '<rootDir>/dist/'],
  });
  return config as Config.InitialOptions;
};
