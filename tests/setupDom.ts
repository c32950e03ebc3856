/** What component tests need on top of jsdom; tests/setup.ts loads it when there is a DOM. */
import '@testing-library/jest-dom';

// jsdom gaps that antd / pro-components hit
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  configurable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: jest.fn(),
    removeListener: jest.fn(),
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
    dispatchEvent: jest.fn(),
  }),
});
const { getComputedStyle } = window;
window.getComputedStyle = (elt: Element) => getComputedStyle(elt);
window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
if (!('ResizeObserver' in window)) {
  Object.defineProperty(window, 'ResizeObserver', {
    writable: true,
    value: class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  });
}
