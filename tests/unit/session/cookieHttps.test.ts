/**
 * @jest-environment ./tests/env/jsdom.js
 * @jest-environment-options {"url": "https://console.example.com/en/order/sold"}
 */
/** Under https the token cookie is also Secure (never sent over plain http), and always SameSite=Lax. */
import { TOKEN_COOKIE } from '@/constants/session';
import { clearToken, saveToken } from '@/utils/token';

it('writes the token cookie Secure and SameSite=Lax under https, and deletes it the same way', () => {
  const writes: string[] = [];
  const spy = jest.spyOn(document, 'cookie', 'set').mockImplementation((v: string) => void writes.push(v));
  saveToken({ accessToken: 'x', expiresIn: 3600, issuedAt: Date.now() }, true);
  saveToken({ accessToken: 'y', expiresIn: 3600, issuedAt: Date.now() }, false);
  clearToken();
  spy.mockRestore();
  expect(location.protocol).toBe('https:');
  const tokenWrites = writes.filter((w) => w.startsWith(`${TOKEN_COOKIE}=`));
  expect(tokenWrites.length).toBeGreaterThanOrEqual(3);
  for (const w of tokenWrites.slice(0, 2)) {
    expect(w).toContain('SameSite=Lax');
    expect(w).toContain('Secure');
    expect(w).toContain('Path=/');
  }
});
