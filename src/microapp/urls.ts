/**
 * URLs of what the console fetches, right both standalone and inside a host portal: API calls go
 * to the host's `apiBase` when it passed one (else the page's origin, which a host proxies), and
 * the console's own files (sounds, the build manifest, the chat frame) come from the origin that
 * served the console, not the host's.
 */
let apiBase = '';

export function setApiBase(next: string | undefined): void {
  apiBase = next ?? '';
}

/** An API path ('/api/…') as sent: behind the host's apiBase when there is one. */
export function apiUrl(path: string): string {
  return apiBase && path.startsWith('/') && !path.startsWith('//') ? `${apiBase}${path}` : path;
}

type QiankunWindow = Window & { __POWERED_BY_QIANKUN__?: boolean; __INJECTED_PUBLIC_PATH_BY_QIANKUN__?: string };

/** Whether the console runs inside a qiankun host. */
export function inHost(): boolean {
  return typeof window !== 'undefined' && !!(window as QiankunWindow).__POWERED_BY_QIANKUN__;
}

/** Where the console's files are served from: '' standalone (the page's origin), e.g. 'http://console.example/' in a host. */
export function assetBase(): string {
  if (!inHost()) return '';
  return (window as QiankunWindow).__INJECTED_PUBLIC_PATH_BY_QIANKUN__ ?? '';
}

/** A file of the console's build or public folder ('/sounds/x.wav') at the origin that serves the console. */
export function assetUrl(path: string): string {
  const b = assetBase();
  if (!b) return path;
  return new URL(path.replace(/^\/+/, ''), new URL(b, window.location.href)).toString();
}
