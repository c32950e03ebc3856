import { Config, configUmiAlias, createConfig } from '@umijs/max/test';

export default async () => {
  const base = createConfig({
    target: 'browser',
    jsTransformer: 'esbuild',
    jsTransformerOpts: { jsx: 'automatic' },
  });
  // umi's esbuild transformer wrapped so dynamic import() works in jest's CommonJS runtime
  type Transform = NonNullable<Config.InitialOptions['transform']>;
  const transform: Transform = Object.fromEntries(
    Object.entries((base.transform ?? {}) as Transform).map(([k, t]) => [k, Array.isArray(t) ? ['<rootDir>/tests/jestTransform.js', t[1]] : t]),
  ) as Transform;
  const config = await configUmiAlias({
    ...base,
    transform,
    rootDir: '..',
    moduleNameMapper: {
      // generated plugin-locale imports antd/es/locale/*: the CJS build needs no transform
      '^antd/es/(.*)$': 'antd/lib/$1',
      '^@ant-design/icons-svg/es/(.*)$': '@ant-design/icons-svg/lib/$1',
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
