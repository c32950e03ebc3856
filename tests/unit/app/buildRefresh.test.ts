/** @jest-environment ./tests/env/jsdom.js */
import { isNewBuild, readReloads, recordReload, shouldForceReload } from '@/utils/buildRefresh';
import { isMobileUserAgent } from '@/utils/device';

describe('build refresh', () => {
  it('reloads a path at most once per 10 s', () => {
    expect(shouldForceReload('/a', {}, 1000)).toBe(true);
    expect(shouldForceReload('/a', { '/a': 1000 }, 10_999)).toBe(false);
    expect(shouldForceReload('/a', { '/a': 1000 }, 11_000)).toBe(true);
    expect(shouldForceReload('/b', { '/a': 1000 }, 1001)).toBe(true);
  });
  it('detects a changed build id', () => {
    expect(isNewBuild('2', '1')).toBe(true);
    expect(isNewBuild('1', '1')).toBe(false);
    expect(isNewBuild('1', undefined)).toBe(false);
  });
  it('remembers reloads in session storage', () => {
    recordReload('/x', 5);
    expect(readReloads()).toEqual(expect.objectContaining({ '/x': 5 }));
  });
  it('recognises mobile browsers', () => {
    expect(isMobileUserAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148')).toBe(true);
    expect(isMobileUserAgent('Mozilla/5.0 (X11; Linux x86_64) Chrome/120 Safari/537.36')).toBe(false);
  });
});
