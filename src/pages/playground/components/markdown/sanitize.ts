import DOMPurify from 'dompurify';
import { originalName, renameHandlers } from '@/utils/inertHandlers';

export interface Sanitized {
  html: string;
  /** What the sanitiser took out: '<script>', 'onerror on <img>', 'href on <a>'… */
  removed: string[];
}

const FORBID_TAGS = ['style', 'form', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'];

/**
 * Makes rendered Markdown safe to insert: DOMPurify's HTML profile (no scripts, no event handlers,
 * no javascript: URLs), no forms or frames, and links that open apart without the opener.
 * Disabled task-list checkboxes are the one input kept.
 */
export function sanitize(html: string): Sanitized {
  const purify = DOMPurify(window);
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.getAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer nofollow');
    }
  });
  purify.addHook('uponSanitizeElement', (node, data) => {
    // keep only the read-only checkbox of a task list item
    if (data.tagName === 'input') {
      const el = node as Element;
      data.allowedTags.input = el.getAttribute('type') === 'checkbox' && el.hasAttribute('disabled');
    }
  });
  const clean = purify.sanitize(renameHandlers(html), {
    USE_PROFILES: { html: true },
    FORBID_TAGS: FORBID_TAGS,
    FORBID_ATTR: ['style'],
    ADD_ATTR: ['target'],
    ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
  });
  const removed = purify.removed.map((r) => {
    if ('element' in r) return `<${(r.element as Element).nodeName.toLowerCase()}>`;
    return `${originalName(r.attribute?.name ?? '?')} on <${(r.from as Element).nodeName.toLowerCase()}>`;
  });
  return { html: String(clean), removed: [...new Set(removed)] };
}
