/** @jest-environment ./tests/env/jsdom.js */
import { getContinueUrl, isSameOriginPath, saveContinueUrl } from '@/utils/continueUrl';
import { redirectTarget } from '@/utils/requestPolicy';
import { nextPath } from '@/pages/pending/components/nextPath';
import { FOREIGN_TARGETS, OWN_PATHS } from './openRedirectPayloads';

/** Every place that follows a target taken from a URL or a server answer refuses each payload. */
describe.each(FOREIGN_TARGETS.map((t) => [JSON.stringify(t), t]))('open redirect %s', (_name, target) => {
  beforeEach(() => sessionStorage.clear());
  it('is not a same-origin path', () => expect(isSameOriginPath(target)).toBe(false));
  it('is not kept as the continue URL', () => {
    saveContinueUrl(target);
    expect(getContinueUrl()).toBeUndefined();
  });
  it('is not followed as an error REDIRECT', () =>
    expect(redirectTarget({ title: 'x', action: { type: 'REDIRECT', location: target } })).toBeUndefined());
  it('is not followed as ?next=', () => expect(nextPath(target, '/fallback')).toBe('/fallback'));
});

it('the payloads really lead off the origin or are no path (the battery tests what a browser would do)', () => {
  for (const t of FOREIGN_TARGETS) {
    let leaves = !t.startsWith('/');
    try {
      leaves ||= new URL(t, location.origin).origin !== location.origin;
    } catch {
      leaves = true;
    }
    expect([t, leaves]).toEqual([t, true]);
  }
});

it('same-origin paths are still followed', () => {
  for (const p of OWN_PATHS) expect([p, isSameOriginPath(p)]).toEqual([p, true]);
  expect(nextPath('/order/sold', '/fallback')).toBe('/order/sold');
});
