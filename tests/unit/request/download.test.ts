/** @jest-environment ./tests/env/jsdom.js */
/**
 * Downloads through the real umi-request instance of the pipeline, against a fake fetch: the file
 * is saved under the server's name with progress, and every failure reaches the user as a toast.
 */
import { getIntl } from '@umijs/max';
import enCommon from '@/locales/en-US/common';
import { downloadFile } from '@/utils/download';
import { RequestError } from '@/utils/request';
import { toast } from '@/utils/toast';
import { clearToken, saveToken } from '@/utils/token';
import { fakeIntl, fakeResponse, installFetch, sentHeaders } from './helpers';

jest.mock('@umijs/max', () => ({
  history: { push: jest.fn() },
  getIntl: jest.fn(),
  getLocale: jest.fn(() => 'en-US'),
}));
jest.mock('@/utils/toast', () => ({
  toast: { error: jest.fn(), success: jest.fn(), info: jest.fn(), warning: jest.fn() },
}));

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const toastError = toast.error as unknown as jest.Mock;

/** A fetch Response carrying a file, streamed in chunks when `chunks` has several parts. */
function fileResponse(chunks: Uint8Array[], headers: Record<string, string>, opts: { failAt?: number } = {}) {
  const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
  let i = 0;
  const make = () => ({
    status: 200,
    statusText: 'OK',
    ok: true,
    headers: { get: (name: string) => lower[name.toLowerCase()] ?? null },
    clone: make,
    body: {
      getReader: () => ({
        read: async () => {
          if (opts.failAt !== undefined && i === opts.failAt) throw new TypeError('network error while reading');
          return i < chunks.length ? { done: false, value: chunks[i++] } : { done: true, value: undefined };
        },
      }),
    },
    blob: async () => new Blob(chunks as BlobPart[], { type: lower['content-type'] }),
    text: async () => '',
  });
  return make();
}

interface Saved {
  name: string;
  blob: Blob;
}

let fetchMock: jest.Mock;
let saved: Saved[];

beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  (getIntl as unknown as jest.Mock).mockReturnValue({
    messages: { ...fakeIntl('en-US').messages, ...enCommon },
    formatMessage: ({ id }: { id: string }, values?: Record<string, string>) =>
      (({ ...fakeIntl('en-US').messages, ...enCommon }) as Record<string, string>)[id].replace(
        /\{(\w+)\}/g,
        (_m, k: string) => values?.[k] ?? '',
      ),
  });
  fetchMock = installFetch();
  saveToken({ accessToken: 'tok-dl', expiresIn: 3600, issuedAt: Date.now() }, false);
  saved = [];
  const blobs = new Map<string, Blob>();
  let n = 0;
  Object.assign(URL, {
    createObjectURL: (b: Blob) => {
      const href = `blob:test/${(n += 1)}`;
      blobs.set(href, b);
      return href;
    },
    revokeObjectURL: () => undefined,
  });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: blobs.get(this.getAttribute('href') ?? '') as Blob });
  });
});

afterEach(() => {
  clearToken();
  jest.clearAllMocks();
  jest.restoreAllMocks();
});

/** What a rejection carries (a RequestError; typed apart so the class stays a value import). */
interface Failed {
  handled: boolean;
  status: number;
}

const bytes = (s: string) => Uint8Array.from(Buffer.from(s, 'utf8'));

test('a file answer is saved under the RFC 5987 name the server sent, with its bytes and progress', async () => {
  const parts = [bytes('PK\u0003\u0004abc'), bytes('defgh')];
  fetchMock.mockResolvedValue(
    fileResponse(parts, {
      'Content-Type': XLSX,
      'Content-Length': '12',
      'Content-Disposition': `attachment; filename="____.xlsx"; filename*=UTF-8''${encodeURIComponent('余额明细_20261125.xlsx')}`,
    }),
  );
  const progress: Array<number | undefined> = [];
  const name = await downloadFile('/api/v1/shop/fund/balances/excel', {
    method: 'POST',
    data: { bizType: 'ORDER_PAY' },
    fallbackName: 'fallback.xlsx',
    onProgress: (r) => progress.push(r),
  });
  expect(name).toBe('余额明细_20261125.xlsx');
  expect(saved).toHaveLength(1);
  expect(saved[0].name).toBe('余额明细_20261125.xlsx');
  expect(saved[0].blob.size).toBe(12);
  expect(saved[0].blob.type).toBe(XLSX);
  expect(progress).toEqual([7 / 12, 1]);
  // the one pipeline: bearer and the filter body went out
  expect(sentHeaders(fetchMock).Authorization).toBe('Bearer tok-dl');
  expect(JSON.parse(String(fetchMock.mock.calls[0][1].body))).toEqual({ bizType: 'ORDER_PAY' });
  expect(toastError).not.toHaveBeenCalled();
});

test('without a Content-Disposition the fallback name is used', async () => {
  fetchMock.mockResolvedValue(fileResponse([bytes('x')], { 'Content-Type': XLSX }));
  await expect(downloadFile('/api/x/excel', { fallbackName: 'template.xlsx' })).resolves.toBe('template.xlsx');
  expect(saved.map((s) => s.name)).toEqual(['template.xlsx']);
});

test.each([
  ['a 400 with an error body', 400, { title: 'Bad filter', detail: 'The time range is too long' }, 'The time range is too long'],
  ['a 500 without a body', 500, undefined, undefined],
])('%s is shown as a toast and nothing is saved', async (_label, status, body, shown) => {
  fetchMock.mockResolvedValue(fakeResponse(status, body));
  const err = await downloadFile('/api/x/excel', { method: 'POST', fallbackName: 'f.xlsx' }).catch((e: unknown) => e);
  expect(err).toBeInstanceOf(RequestError);
  expect((err as Failed).handled).toBe(true);
  expect((err as Failed).status).toBe(status);
  expect(toastError).toHaveBeenCalledTimes(1);
  if (shown) expect(toastError.mock.calls[0][0]).toContain(shown);
  expect(saved).toHaveLength(0);
});

test('a JSON answer with status 200 is an error envelope, never saved as the file', async () => {
  fetchMock.mockResolvedValue(fakeResponse(200, { title: 'Export refused', detail: 'Too many rows' }));
  await expect(downloadFile('/api/x/excel', { fallbackName: 'f.xlsx' })).rejects.toBeInstanceOf(RequestError);
  expect(toastError.mock.calls[0][0]).toContain('Too many rows');
  expect(saved).toHaveLength(0);
});

test('a body that breaks while streaming shows the download error and saves nothing', async () => {
  fetchMock.mockResolvedValue(fileResponse([bytes('abc'), bytes('def')], { 'Content-Type': XLSX }, { failAt: 1 }));
  const err = await downloadFile('/api/x/excel', { fallbackName: 'f.xlsx', onProgress: () => undefined }).catch((e: unknown) => e);
  expect((err as Failed).handled).toBe(true);
  expect(toastError).toHaveBeenCalledWith(enCommon['common.download.failed']);
  expect(saved).toHaveLength(0);
});

test('no answer at all (network) is shown once and not retried for a POST', async () => {
  fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
  await expect(downloadFile('/api/x/excel', { method: 'POST', fallbackName: 'f.xlsx' })).rejects.toBeInstanceOf(RequestError);
  expect(fetchMock).toHaveBeenCalledTimes(1);
  expect(toastError).toHaveBeenCalledTimes(1);
});
