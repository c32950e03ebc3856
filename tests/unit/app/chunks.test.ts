import { inConsoleBase, inSiteBase, sideOf } from '../../../config/chunks';
import { oneWrapperChunk } from '../../../config/plugin-shared-route-chunks';

describe('production chunking rules (config/chunks.ts)', () => {
  it('tells console chunks from site chunks; guards and lazy parts belong to neither', () => {
    expect(sideOf('layouts__ConsoleLayout')).toBe('console');
    expect(sideOf('p__order__sold')).toBe('console');
    expect(sideOf('layouts__SsrLayout')).toBe('site');
    expect(sideOf('p__home__index')).toBe('site');
    expect(sideOf('p__games__index')).toBe('site');
    expect(sideOf('wrappers')).toBeNull();
    expect(sideOf('')).toBeNull();
  });

  it('puts in the console chunk what its layout needs, not what pages share among themselves', () => {
    expect(inConsoleBase(['layouts__ConsoleLayout', 'p__order__sold'])).toBe(true);
    expect(inConsoleBase(['layouts__ConsoleLayout'])).toBe(true);
    expect(inConsoleBase(['p__order__sold', 'p__order__purchased', 'p__commodity__index'])).toBe(false);
  });

  it('puts in the site chunk what a site layout needs', () => {
    expect(inSiteBase(['layouts__SiteLayout', 'p__order__sold'])).toBe(true);
    expect(inSiteBase(['p__games__index', 'p__help__index'])).toBe(false);
  });

  it('gives all guards one chunk', () => {
    const src = `const A = React.lazy(() => import(/* webpackChunkName: "wrappers__auth" */'@/wrappers/auth.tsx'));\nconst B = React.lazy(() => import(/* webpackChunkName: "p__home__index" */'@/pages/home/index.tsx'));`;
    expect(oneWrapperChunk(src)).toBe(src.replace('wrappers__auth', 'wrappers'));
  });
});
