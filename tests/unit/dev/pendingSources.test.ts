jest.mock('@/services/developer', () => ({ getDeveloperStatus: jest.fn() }));
jest.mock('@/services/realname', () => ({ getRealnameStatus: jest.fn() }));

import { nextPath } from '@/pages/pending/components/nextPath';
import { isVerifyKind, VERIFY_SOURCES } from '@/pages/pending/components/verifySources';
import { getDeveloperStatus } from '@/services/developer';
import { getRealnameStatus } from '@/services/realname';

const dev = getDeveloperStatus as jest.Mock;
const realname = getRealnameStatus as jest.Mock;

describe('what /pending/verifyPending waits for', () => {
  it('developer: waits while pending (with the expected time), then success or failure', async () => {
    dev.mockResolvedValueOnce({ status: 'PENDING', history: [], expectedReviewAt: '2025-01-01T00:00:04.000Z' });
    expect(await VERIFY_SOURCES.developer.check()).toEqual({ state: 'waiting', eta: '2025-01-01T00:00:04.000Z' });
    dev.mockResolvedValueOnce({ status: 'APPROVED', history: [] });
    expect(await VERIFY_SOURCES.developer.check()).toMatchObject({ state: 'done', outcome: 'success' });
    dev.mockResolvedValueOnce({ status: 'REJECTED', history: [], application: { rejectReason: 'http' } });
    expect(await VERIFY_SOURCES.developer.check()).toEqual({ state: 'done', outcome: 'failure', detail: 'http' });
    dev.mockResolvedValueOnce({ status: 'NONE', history: [] });
    expect(await VERIFY_SOURCES.developer.check()).toEqual({ state: 'idle' });
    expect(dev).toHaveBeenCalledWith({ silent: true, retries: 0 }); // a poll does not toast every failure
  });

  it('real-name: PENDING waits, AUTHORIZED succeeds, REJECTED fails, UNAUTHORIZED has nothing to wait for', async () => {
    realname.mockResolvedValueOnce({ status: 'PENDING', reviewEta: 'soon' });
    expect(await VERIFY_SOURCES.realname.check()).toEqual({ state: 'waiting', eta: 'soon' });
    realname.mockResolvedValueOnce({ status: 'AUTHORIZED' });
    expect(await VERIFY_SOURCES.realname.check()).toMatchObject({ outcome: 'success' });
    realname.mockResolvedValueOnce({ status: 'REJECTED', rejectReason: 'blurry' });
    expect(await VERIFY_SOURCES.realname.check()).toEqual({ state: 'done', outcome: 'failure', detail: 'blurry' });
    realname.mockResolvedValueOnce({ status: 'UNAUTHORIZED' });
    expect(await VERIFY_SOURCES.realname.check()).toEqual({ state: 'idle' });
  });

  it('knows its kinds and only follows same-origin next paths', () => {
    expect(isVerifyKind('realname')).toBe(true);
    expect(isVerifyKind('payment')).toBe(false);
    expect(nextPath('/profile?x=1', '/playground')).toBe('/profile?x=1');
    expect(nextPath('//evil.example/x', '/playground')).toBe('/playground');
    expect(nextPath('https://evil.example', '/playground')).toBe('/playground');
    expect(nextPath(null, '/playground')).toBe('/playground');
  });
});
