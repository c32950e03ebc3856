import type { IncomingMessage, ServerResponse } from 'http';
import { contentSecurityPolicy } from './csp';

/**
 * `max preview` (the production stand-in) runs every request through the proxy entries first; an
 * entry without a target whose `bypass` answers nothing only passes the request on, so it is where
 * the preview server sends the console's Content-Security-Policy header, with `frame-ancestors`,
 * which the built index.html's meta tag cannot carry. Not in dev (hot reload) nor build.
 */
const policyHeader = {
  bypass(_req: IncomingMessage, res: ServerResponse) {
    res.setHeader('Content-Security-Policy', contentSecurityPolicy('header'));
    return undefined;
  },
};

/**
 * Points the app at a real backend instead of the built-in fake one. Set REAL_BACKEND to its origin
 * (e.g. REAL_BACKEND=https://api.example.com npm start); mocks are then switched off in .umirc.ts.
 */
type ProxyEntry = { target?: string; changeOrigin?: boolean; bypass?: typeof policyHeader.bypass };

export default function proxy(): Record<string, ProxyEntry> {
  const target = process.env.REAL_BACKEND;
  const headers: Record<string, ProxyEntry> = process.env.NODE_ENV === 'development' ? {} : { '/': policyHeader };
  if (!target) return headers;
  return {
    ...headers,
    '/api/': { target, changeOrigin: true },
  };
}
