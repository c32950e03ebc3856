/**
 * jsdom environment whose worker runs in America/New_York, so the date tests prove the Beijing
 * output does not depend on the machine zone (the sandbox's process.env is a copy: setting TZ
 * inside a test has no effect). The previous zone is restored for the next file in the worker.
 */
import type { EnvironmentContext, JestEnvironmentConfig } from '@jest/environment';
import { TestEnvironment } from 'jest-environment-jsdom';

export default class NewYorkEnvironment extends TestEnvironment {
  private readonly previousTz = process.env.TZ;

  constructor(config: JestEnvironmentConfig, context: EnvironmentContext) {
    process.env.TZ = 'America/New_York';
    super(config, context);
  }

  async teardown(): Promise<void> {
    if (this.previousTz === undefined) delete process.env.TZ;
    else process.env.TZ = this.previousTz;
    await super.teardown();
  }
}
