/**
 * Renames event-handler attributes (`onerror=`, `<svg/onload=…>`) in HTML about to be sanitised, so
 * that no parser ever meets one. Chromium checks the page's Content-Security-Policy as it parses a
 * handler attribute, even in DOMPurify's inert document where nothing can run, and reports a
 * `script-src-attr` violation for each: noise that would hide a real one. The renamed attribute is
 * not on DOMPurify's allow-list, so it is removed like the handler would have been.
 */
export const INERT_PREFIX = 'xinert-';

/** A start tag, its quoted values kept whole so a '>' inside one does not end it. */
const TAG = /<[a-zA-Z][^\s/>]*(?:"[^"]*"|'[^']*'|[^'">])*>?/g;
const HANDLER = /([\s/"'])(on[a-z]+)(?=\s*=|[\s/>]|$)/gi;

export function renameHandlers(html: string): string {
  return html.replace(TAG, (tag) => tag.replace(HANDLER, `$1${INERT_PREFIX}$2`));
}

/** The attribute name as the author wrote it (for "what was removed" lists). */
export const originalName = (name: string): string => (name.startsWith(INERT_PREFIX) ? name.slice(INERT_PREFIX.length) : name);
