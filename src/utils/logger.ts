/**
 * The app's only console writer. SPEC §9: the logging level is error in production, so warn, info
 * and debug print only in development and tests. Never pass a token or a password to it.
 */
/* eslint-disable no-console -- the logger is the one place that writes to the console */
type Level = 'error' | 'warn' | 'info' | 'debug';

// Read at call time so a test can switch NODE_ENV; the build inlines it anyway.
const enabled = (level: Level): boolean => level === 'error' || process.env.NODE_ENV !== 'production';

function write(level: Level, args: unknown[]): void {
  if (!enabled(level)) return;
  console[level]('[app]', ...args);
}

export const logger = {
  error: (...args: unknown[]): void => write('error', args),
  warn: (...args: unknown[]): void => write('warn', args),
  info: (...args: unknown[]): void => write('info', args),
  debug: (...args: unknown[]): void => write('debug', args),
};

export default logger;
