import { readCookie, writeCookie } from '@/utils/cookie';

const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;

describe('reading cookies', () => {
  it('asks the document once per run of synchronous code, and sees writes and outside changes', async () => {
    const get = jest.fn(function (this: Document) {
      return cookie.get!.call(this) as string;
    });
    Object.defineProperty(document, 'cookie', { configurable: true, get, set: (v: string) => cookie.set!.call(document, v) });
    try {
      writeCookie('gt_probe', 'one');
      get.mockClear();
      for (let i = 0; i < 50; i += 1) expect(readCookie('gt_probe')).toBe('one');
      expect(get).toHaveBeenCalledTimes(1);
      // a write through the helpers is read back at once
      writeCookie('gt_probe', 'two');
      expect(readCookie('gt_probe')).toBe('two');
      // a change from elsewhere (another tab, a response) is seen after the current run
      cookie.set!.call(document, 'gt_probe=three; Path=/');
      await Promise.resolve();
      expect(readCookie('gt_probe')).toBe('three');
    } finally {
      delete (document as unknown as Record<string, unknown>).cookie;
    }
  });
});
