import { Config, configUmiAlias, createConfig } from '@umijs/max/test';
import os from 'os';
import path from 'path';

/**
 * Two projects, one run (`npm run test:unit`):
 * - node: every `*.test.ts` — mock store rules, utils, request policy, locales, models. A `.ts`
 *   test that needs the DOM starts with a `@jest-environment ./tests/env/jsdom.js` docblock
 *   (tests/setup.ts then loads the DOM set-up for it too).
 * - jsdom: every `*.test.tsx` — components and hooks rendered with @testing-library/react.
 * Both environments hand out the worker's store seeds (tests/env, tests/storeCache.ts).
 */
export default async () => {
  const base = createConfig({
    target: 'browser',
    jsTransformer: 'esbuild',
    jsTransformerOpts: { jsx: 'automatic' },
  });
  // umi's esbuild transformer wrapped so dynamic import() works in jest's CommonJS runtime
  type Transform = NonNullable<Config.InitialOptions['transform']>;
  const transform: Transform = Object.fromEntries(
    Object.entries((base.transform ?? {}) as Transform).map(([k, t]) => [
      k,
      Array.isArray(t) ? ['<rootDir>/tests/jestTransform.js', t[1]] : t,
    ]),
  ) as Transform;
  const shared = (await configUmiAlias({
    ...base,
    transform,
    rootDir: path.resolve(__dirname, '..'),
    moduleNameMapper: {
      // generated plugin-locale imports antd/es/locale/*: the CJS build needs no transform
      '^antd/es/(.*)$': 'antd/lib/$1',
      '^@ant-design/icons-svg/es/(.*)$': '@ant-design/icons-svg/lib/$1',
      '^@ant-design/icons/es/(.*)$': '@ant-design/icons/lib/$1',
      // as in the build (.umirc.ts alias): measured once per scrollbar style
      '^rc-util/(es|lib)/getScrollBarSize$': '<rootDir>/src/utils/scrollbarSize.ts',
      '^rc-util/es/(.*)$': 'rc-util/lib/$1',
      // as in the build (.umirc.ts alias): the search form's ref re-renders nothing when set
      '^\\./hooks/useReactiveRef$': '<rootDir>/src/components/table/plainFormRef.ts',
      // equal values set into ProComponents' merged states re-render nothing, as in the build
      '^\\./useMountMergeState$': '<rootDir>/src/utils/mountMergeState.ts',
      '^\\./utils/useCurrentMenuLayoutProps$': '<rootDir>/src/layouts/currentMenuLayoutProps.ts',
      // umi's generated route table imports its route loaders as './loaders.js' (a .ts file)
      '^\\./loaders\\.js$': './loaders',
      ...base.moduleNameMapper,
    },
    // only umi's own ESM runtime needs transforming; the rest of node_modules is CJS
    transformIgnorePatterns: ['/node_modules/(?!(@umijs|umi|@babel/runtime)/)'],
    setupFilesAfterEnv: ['<rootDir>/tests/setup.ts'],
    testPathIgnorePatterns: ['/node_modules/', '<rootDir>/tests/e2e/', '<rootDir>/dist/'],
  })) as Config.ProjectConfig & Config.InitialOptions;
  // testTimeout is a global option: it goes on the root config, not on the projects
  const { testTimeout, ...projectConfig } = shared;
  const project = (name: string, color: 'cyan' | 'magenta', environment: string, ext: string): Config.InitialOptions => ({
    ...projectConfig,
    displayName: { name, color },
    testEnvironment: `<rootDir>/tests/env/${environment}.js`,
    testMatch: [`<rootDir>/tests/unit/**/*.test.${ext}`, `<rootDir>/src/**/*.test.${ext}`],
  });
  return {
    testTimeout,
    // jest's default is cores − 1: one worker on this 2-core machine, though the main process only
    // waits during a run (measured: 2m33 with one worker, 1m41 with two)
    maxWorkers: os.availableParallelism(),
    projects: [project('node', 'cyan', 'node', 'ts'), project('jsdom', 'magenta', 'jsdom', 'tsx')],
  } as Config.InitialOptions;
};
