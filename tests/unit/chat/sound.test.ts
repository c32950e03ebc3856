/** @jest-environment ./tests/env/jsdom.js */
import { existsSync, statSync } from 'fs';
import { join } from 'path';
import { NOTIFICATION_TYPES } from '@/types';
import {
  isMuted,
  playSound,
  REPLAY_GAP_MS,
  resetSoundState,
  setMuted,
  SOUND_KINDS,
  soundOfBatch,
  soundOfNotification,
  soundUrl,
} from '@/utils/sound';

const play = jest.fn(() => Promise.resolve());

beforeEach(() => {
  play.mockClear();
  window.localStorage.clear();
  resetSoundState();
  jest.spyOn(window.HTMLMediaElement.prototype, 'play').mockImplementation(play);
});
afterEach(() => jest.restoreAllMocks());

describe('sounds', () => {
  it('ships a generated WAV file for every sound', () => {
    for (const kind of SOUND_KINDS) {
      const file = join(__dirname, '../../../public', soundUrl(kind));
      expect(existsSync(file)).toBe(true);
      expect(statSync(file).size).toBeGreaterThan(1000);
    }
  });

  it('maps order events and the supplier notice to their sounds', () => {
    expect(soundOfNotification('ORDER_NEW')).toBe('order-new');
    expect(soundOfNotification('ORDER_STOCK')).toBe('order-stock');
    expect(soundOfNotification('ORDER_AUTO')).toBe('order-auto');
    expect(soundOfNotification('ORDER_TIMEOUT')).toBe('order-timeout');
    expect(soundOfNotification('ORDER_CANCEL')).toBe('order-cancel');
    expect(soundOfNotification('SUPPLIER')).toBe('supplier-notify');
    expect(soundOfNotification('SYSTEM')).toBeUndefined();
    expect(NOTIFICATION_TYPES.filter((t) => soundOfNotification(t)).length).toBe(7);
  });

  it('plays one sound per batch: the most urgent kind', () => {
    expect(soundOfBatch(['ORDER_AUTO', 'ORDER_NEW', 'ORDER_STOCK'])).toBe('order-new');
    expect(soundOfBatch(['SYSTEM', 'ORDER_AUTO'])).toBe('order-auto');
    expect(soundOfBatch(['SYSTEM'])).toBeUndefined();
    expect(soundOfBatch([])).toBeUndefined();
  });

  it('does not replay the same sound within the gap, and stays silent when muted', () => {
    expect(playSound('new-message', 1000)).toBe(true);
    expect(playSound('new-message', 1000 + REPLAY_GAP_MS - 1)).toBe(false);
    expect(playSound('order-new', 1001)).toBe(true);
    expect(playSound('new-message', 1000 + REPLAY_GAP_MS)).toBe(true);
    expect(play).toHaveBeenCalledTimes(3);
    setMuted(true);
    expect(isMuted()).toBe(true);
    expect(playSound('order-cancel', 9999)).toBe(false);
    expect(play).toHaveBeenCalledTimes(3);
    setMuted(false);
    expect(window.localStorage.getItem('gt_sound_muted')).toBeNull();
  });

  it('swallows the browser refusing audio before a user gesture', async () => {
    play.mockImplementationOnce(() => Promise.reject(new DOMException('NotAllowedError')));
    expect(playSound('order-timeout', 5000)).toBe(true);
    await Promise.resolve();
  });
});
