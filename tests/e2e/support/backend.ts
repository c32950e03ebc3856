import type { BrowserContext, Page } from 'puppeteer-core';
import { AUTH_FLAG_HEADER } from '@/constants/api';
import { authApi } from '@/domain/auth/endpoints';
import { type BodyOf, type Endpoint, type PathParams, type ResOf, type Shape, urlOf } from '@/domain/endpoint';
import { mockControlApi } from '@/domain/mock/endpoints';
import { supplierApi } from '@/domain/supplier/endpoints';
import type { MockSeedKind, MockSettingsPatch } from '@/domain/mock/types';
import { baseHost, baseUrl } from './env';

/** Knobs of the built-in fake backend (POST /api/mock/config); omitted fields stay unchanged. */
export type MockConfig = MockSettingsPatch;

export interface TokenInfo {
  accessToken: string;
  expiresIn: number;
  issuedAt: number;
}

export const DEFAULT_PASSWORD = 'Passw0rd!';
export const TOKEN_COOKIE = 'gt_token';

/**
 * Restores the fake backend's seed data and default config. The e2e suite takes the test seed:
 * seeded orders keep their status (no deadline passes by itself) until a test acts on them.
 */
export async function resetBackend(seed: MockSeedKind = 'test'): Promise<void> {
  await callApi(mockControlApi.resetBackend, { body: { seed } });
}

export async function mockConfig(partial: MockConfig): Promise<void> {
  await callApi(mockControlApi.setMockConfig, { body: partial });
}

/** Invalidates issued tokens, of one user or of everybody. */
export async function revokeTokens(username?: string): Promise<void> {
  await callApi(mockControlApi.revokeTokens, { body: username ? { username } : {} });
}

export async function apiLogin(username: string, password = DEFAULT_PASSWORD): Promise<TokenInfo> {
  const answer = await callApi(authApi.login, {
    headers: { [AUTH_FLAG_HEADER]: '1' },
    body: { username, password, credentialType: 'password' },
  });
  const body = answer as Partial<TokenInfo> & { data?: Partial<TokenInfo> };
  const t = body.accessToken ? body : (body.data ?? {});
  if (!t.accessToken || t.expiresIn === undefined || t.issuedAt === undefined) {
    throw new Error(`login of ${username} gave no token: ${JSON.stringify(body).slice(0, 300)}`);
  }
  return { accessToken: t.accessToken, expiresIn: t.expiresIn, issuedAt: t.issuedAt };
}

/** The value the app stores in its token cookie. */
export function tokenCookieValue(t: TokenInfo, rememberMe = false): string {
  return encodeURIComponent(JSON.stringify({ ...t, rememberMe }));
}

/**
 * Signs `username` in without the UI: logs in over the API and writes the app's token cookie for the
 * base host. The next navigation starts signed in.
 */
export async function signInViaCookie(target: Page | BrowserContext, username: string): Promise<TokenInfo> {
  const token = await apiLogin(username);
  const context = 'browserContext' in target ? target.browserContext() : target;
  await context.setCookie({
    name: TOKEN_COOKIE,
    value: tokenCookieValue(token),
    domain: baseHost(),
    path: '/',
    sameSite: 'Lax',
  });
  return token;
}

/** Deletes every cookie of the context except the ones named in `keep`. */
export async function clearCookies(context: BrowserContext, keep: string[] = []): Promise<void> {
  const drop = (await context.cookies()).filter((c) => !keep.includes(c.name));
  if (drop.length) await context.deleteCookie(...drop);
}

export interface ApiCall<S extends Shape, P extends string> {
  token?: string;
  headers?: Record<string, string>;
  path?: PathParams<P>;
  query?: Record<string, string | number | boolean>;
  body?: BodyOf<S> extends object ? Partial<BodyOf<S>> : BodyOf<S>;
}

/**
 * Calls a declared endpoint (src/domain/<area>/endpoints.ts) the way a client would, for set-up
 * and for reading back what a test cannot see on screen. Never the proof of an outcome.
 */
export async function callApi<S extends Shape, P extends string>(ep: Endpoint<S, P>, call: ApiCall<S, P> = {}): Promise<ResOf<S>> {
  const query = call.query ? `?${new URLSearchParams(Object.entries(call.query).map(([k, v]) => [k, String(v)]))}` : '';
  const url = `${urlOf(ep, call.path)}${query}`;
  const res = await fetch(`${baseUrl()}${url}`, {
    method: ep.method,
    headers: {
      ...call.headers,
      ...(call.token ? { authorization: `Bearer ${call.token}` } : {}),
      ...(call.body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: call.body !== undefined ? JSON.stringify(call.body) : undefined,
  });
  const raw = await res.text();
  if (!res.ok) throw new Error(`${ep.method} ${url} -> HTTP ${res.status}: ${raw.slice(0, 300)}`);
  return (raw ? JSON.parse(raw) : {}) as ResOf<S>;
}

/** callApi as the workspace tests write it: who calls, what, with which body and path parameters. */
export function api<S extends Shape, P extends string>(
  token: string,
  ep: Endpoint<S, P>,
  body?: ApiCall<S, P>['body'],
  path?: PathParams<P>,
): Promise<ResOf<S>> {
  return callApi(ep, { token, body, path });
}

/**
 * Sends a file straight to the fake backend's bucket as `token`'s user (an STS grant of `scene`,
 * then the multipart POST the console makes), bypassing every check of the console. Answers the
 * HTTP status and the body: the stored object, or the refusal.
 */
export async function uploadAs(
  token: string,
  scene: 'image' | 'file',
  file: { name: string; type: string; bytes: Buffer },
): Promise<{ status: number; body: { url?: string; name?: string; code?: string; detail?: string } }> {
  const sts = await callApi(supplierApi.getStsToken, { token, query: { scene } });
  const form = new FormData();
  form.append('securityToken', sts.securityToken);
  form.append('scene', scene);
  form.append('key', `${sts.dir}${file.name}`);
  form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const res = await fetch(`${baseUrl()}${sts.uploadUrl}`, { method: 'POST', body: form, headers: { 'accept-language': 'en-US' } });
  return { status: res.status, body: (await res.json()) as { url?: string; name?: string; code?: string; detail?: string } };
}
