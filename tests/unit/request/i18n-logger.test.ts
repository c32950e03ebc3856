/** t() for non-React code, the production log level, and the locale key sets of this area. */
import { getIntl } from '@umijs/max';
import enFormat from '@/locales/en-US/format';
import enRequest from '@/locales/en-US/request';
import zhFormat from '@/locales/zh-CN/format';
import zhRequest from '@/locales/zh-CN/request';
import { t } from '@/utils/i18n';
import { logger } from '@/utils/logger';
import { fakeIntl } from './helpers';

jest.mock('@umijs/max', () => ({ getIntl: jest.fn(), getLocale: jest.fn(() => 'zh-CN'), history: { push: jest.fn() } }));
const getIntlMock = getIntl as unknown as jest.Mock;

describe('t', () => {
  test('reads the current locale and fills values', () => {
    getIntlMock.mockReturnValue(fakeIntl('en-US'));
    expect(t('request.error.generic', { status: 502 })).toBe('Request failed (502)');
    getIntlMock.mockReturnValue(fakeIntl('zh-CN'));
    expect(t('request.error.generic', { status: 502 })).toBe('请求失败（502）');
  });

  test('falls back to the id when intl is not ready or lacks the key', () => {
    getIntlMock.mockImplementation(() => {
      throw new TypeError("Cannot read properties of null (reading 'applyPlugins')");
    });
    expect(t('request.error.network')).toBe('request.error.network');
    getIntlMock.mockReset().mockReturnValue(fakeIntl('zh-CN'));
    expect(t('no.such.key')).toBe('no.such.key');
  });
});

describe('logger', () => {
  const env = process.env.NODE_ENV;
  afterEach(() => {
    process.env.NODE_ENV = env;
    jest.restoreAllMocks();
  });

  test('production prints errors only', () => {
    const spies = (['error', 'warn', 'info', 'debug'] as const).map((k) => jest.spyOn(console, k).mockImplementation(() => undefined));
    process.env.NODE_ENV = 'production';
    logger.error('e');
    logger.warn('w');
    logger.info('i');
    logger.debug('d');
    expect(spies.map((s) => s.mock.calls.length)).toEqual([1, 0, 0, 0]);
    process.env.NODE_ENV = 'development';
    logger.warn('w');
    logger.debug('d');
    expect(spies.map((s) => s.mock.calls.length)).toEqual([1, 1, 0, 1]);
  });
});

test('zh-CN and en-US have the same keys, all under request.* / format.*, none empty but the zh separator', () => {
  expect(Object.keys(zhRequest).sort()).toEqual(Object.keys(enRequest).sort());
  expect(Object.keys(zhFormat).sort()).toEqual(Object.keys(enFormat).sort());
  Object.keys({ ...zhRequest, ...enRequest }).forEach((k) => expect(k).toMatch(/^request\./));
  Object.keys({ ...zhFormat, ...enFormat }).forEach((k) => expect(k).toMatch(/^format\./));
  Object.values(zhRequest)
    .concat(Object.values(enRequest))
    .forEach((v) => expect(v.trim()).not.toBe(''));
});
