import { takePolicyViolations } from './browser';

// A browser flow on a 2-core machine can lose a race with an animation or a slow chunk; one retry,
// with the first failure logged, keeps such hiccups from turning CI red while a real regression
// still fails both tries.
jest.retryTimes(1, { logErrorsBeforeRetry: true });

// the whole suite runs under the console's Content-Security-Policy: any violation fails the test
afterEach(() => {
  const seen = takePolicyViolations();
  if (seen.length) throw new Error(`Content-Security-Policy violations:\n${seen.join('\n')}`);
});
