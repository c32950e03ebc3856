import {
  callbackParams,
  isRedirectRegistered,
  stateMatches,
  testerRedirectUri,
  type FlowRun,
} from '@/pages/playground/components/oauth2/flow';

/** The OAuth2 tester's own checks: the returned state, and whether its address is a registered redirect URI. */
const run: FlowRun = { state: 'st_sent_by_this_browser', startedAt: 1 };
const back = (query: string) => {
  const cb = callbackParams(new URLSearchParams(query));
  if (!cb) throw new Error(`no callback in ${query}`);
  return cb;
};

describe('the tester checks the state that comes back', () => {
  it('accepts only the state this browser sent', () => {
    expect(stateMatches(run, back('code=c1&state=st_sent_by_this_browser'))).toBe(true);
  });
  it('refuses another state, a missing one, or a callback without a run of its own', () => {
    expect(stateMatches(run, back('code=c1&state=st_forged'))).toBe(false);
    expect(stateMatches(run, back('code=c1'))).toBe(false);
    expect(stateMatches(run, back('code=c1&state='))).toBe(false);
    expect(stateMatches(undefined, back('code=c1&state=st_sent_by_this_browser'))).toBe(false);
    expect(stateMatches({ ...run, state: '' }, back('code=c1&state='))).toBe(false);
  });
});

describe("the tester's redirect URI", () => {
  const registered = ['https://trader-tools.example/oauth/callback', 'http://localhost:8000/en/playground/oauth2'];
  it('is this origin plus the prefixed tester path, and must be registered exactly', () => {
    expect(isRedirectRegistered(testerRedirectUri('http://localhost:8000', '/en/playground/oauth2'), registered)).toBe(true);
    expect(isRedirectRegistered(testerRedirectUri('http://localhost:8000', '/zh_CN/playground/oauth2'), registered)).toBe(false);
    expect(isRedirectRegistered(testerRedirectUri('http://localhost:8000', '/playground/oauth2'), registered)).toBe(false);
    expect(isRedirectRegistered('http://localhost:8000/en/playground/oauth2/', registered)).toBe(false);
    expect(isRedirectRegistered('http://localhost:8000/en/playground/oauth2', [])).toBe(false);
  });
});
