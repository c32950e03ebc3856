/** @jest-environment ./tests/env/jsdom.js */
import { parkPageListeners, trackPageListeners } from '@/microapp/pageListeners';
import { listen, unlisten } from './fixtures/consoleScript';

const CONSOLE = 'fixtures/consoleScript';

function spy() {
  const fn = jest.fn();
  return Object.assign((e: Event) => fn(e.type), { fn });
}

const fire = (target: EventTarget, type: string) => target.dispatchEvent(new Event(type));

describe('page-level listeners of a mounted console', () => {
  it("parks what the console's scripts left on the page at unmount, puts it back at the next mount, and leaves the host's alone", () => {
    const hostBefore = spy();
    const hostDuring = spy();
    const selection = spy();
    const clickPosition = spy();
    const removedByConsole = spy();
    const once = spy();
    document.addEventListener('selectionchange', hostBefore);

    trackPageListeners(CONSOLE);
    listen(document, 'selectionchange', selection);
    listen(document.documentElement, 'click', clickPosition, true);
    listen(document, 'keydown', removedByConsole);
    listen(document, 'visibilitychange', once, { once: true });
    unlisten(document, 'keydown', removedByConsole);
    document.addEventListener('selectionchange', hostDuring);
    parkPageListeners();

    fire(document, 'selectionchange');
    fire(document.documentElement, 'click');
    fire(document, 'keydown');
    fire(document, 'visibilitychange');
    expect(selection.fn).not.toHaveBeenCalled();
    expect(clickPosition.fn).not.toHaveBeenCalled();
    expect(removedByConsole.fn).not.toHaveBeenCalled();
    expect(once.fn).not.toHaveBeenCalled();
    expect(hostBefore.fn).toHaveBeenCalledTimes(1);
    expect(hostDuring.fn).toHaveBeenCalledTimes(1);
    // unmounted, nothing is patched: the page's own methods answer
    expect(Object.prototype.hasOwnProperty.call(document, 'addEventListener')).toBe(false);

    trackPageListeners(CONSOLE);
    fire(document, 'selectionchange');
    fire(document.documentElement, 'click');
    fire(document, 'visibilitychange');
    expect(selection.fn).toHaveBeenCalledTimes(1);
    expect(clickPosition.fn).toHaveBeenCalledTimes(1);
    // a once-listener is not brought back: it belonged to the mount that ended
    expect(once.fn).not.toHaveBeenCalled();

    // still tracked on the second mount, so a second unmount parks them again
    parkPageListeners();
    fire(document, 'selectionchange');
    expect(selection.fn).toHaveBeenCalledTimes(1);
    expect(hostBefore.fn).toHaveBeenCalledTimes(3);
    document.removeEventListener('selectionchange', hostBefore);
    document.removeEventListener('selectionchange', hostDuring);
  });

  it('records nothing without an asset prefix (the console served from the page itself)', () => {
    const selection = spy();
    trackPageListeners('');
    listen(document, 'selectionchange', selection);
    parkPageListeners();
    fire(document, 'selectionchange');
    expect(selection.fn).toHaveBeenCalledTimes(1);
    unlisten(document, 'selectionchange', selection);
  });
});
