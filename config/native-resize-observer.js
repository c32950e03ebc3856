// Every supported browser has ResizeObserver: rc-resize-observer and rc-align get the native one
// instead of the polyfill. The server render (home) has none and never observes: an inert stand-in.
class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

export default typeof ResizeObserver === 'undefined' ? NoResizeObserver : ResizeObserver;
