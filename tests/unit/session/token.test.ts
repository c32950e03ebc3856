/** @jest-environment ./tests/env/jsdom.js */
import { TOKEN_COOKIE } from '@/constants/session';
import { clearToken, readToken, saveToken, tokenStatus } from '@/utils/token';

const now = 1_700_000_000_000;
const tok = (expiresIn: number, issuedAt = now) => ({ accessToken: 'a', expiresIn, issuedAt, rememberMe: false });

describe('token status', () => {
  it('is NOT_EXIST without a token', () => {
    expect(tokenStatus(undefined, now)).toBe('NOT_EXIST');
  });
  it('is VALID more than 10 minutes before expiry', () => {
    expect(tokenStatus(tok(3600), now)).toBe('VALID');
    expect(tokenStatus(tok(601), now)).toBe('VALID');
  });
  it('is EXPIRING_SOON within 10 minutes', () => {
    expect(tokenStatus(tok(600), now)).toBe('EXPIRING_SOON');
    expect(tokenStatus(tok(60), now)).toBe('EXPIRING_SOON');
  });
  it('is EXPIRED at and after expiry', () => {
    expect(tokenStatus(tok(60, now - 60_000), now)).toBe('EXPIRED');
  });
});

describe('token cookie', () => {
  afterEach(() => clearToken());
  it('round-trips and keeps rememberMe', () => {
    saveToken({ accessToken: 'abc', expiresIn: 7200, issuedAt: now }, true);
    expect(readToken()).toEqual({ accessToken: 'abc', expiresIn: 7200, issuedAt: now, rememberMe: true });
  });
  it('writes max-age = expiresIn only with remember-me', () => {
    const writes: string[] = [];
    const desc = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    const spy = jest.spyOn(document, 'cookie', 'set').mockImplementation((v: string) => {
      writes.push(v);
      desc.set!.call(document, v);
    });
    saveToken({ accessToken: 'x', expiresIn: 3600, issuedAt: now }, true);
    saveToken({ accessToken: 'y', expiresIn: 3600, issuedAt: now }, false);
    spy.mockRestore();
    expect(writes[0]).toMatch(new RegExp(`^${TOKEN_COOKIE}=`));
    expect(writes[0]).toContain('Max-Age=3600');
    expect(writes[0]).toContain('SameSite=Lax');
    expect(writes[1]).not.toContain('Max-Age');
  });
  it('ignores a malformed cookie', () => {
    document.cookie = `${TOKEN_COOKIE}=notjson; Path=/`;
    expect(readToken()).toBeUndefined();
  });
});
