import DOMPurify from 'dompurify';
import { renameHandlers } from '@/utils/inertHandlers';

/**
 * Help-centre bodies come from a CMS and are treated as untrusted: DOMPurify's HTML profile drops
 * scripts, every on* event handler and javascript:/data: URLs; forms, frames and inline styles go
 * too. Links leaving the site open apart without the opener; same-origin paths stay in the app.
 */
const FORBID_TAGS = [
  'style',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'iframe',
  'frame',
  'object',
  'embed',
  'link',
  'meta',
  'base',
];
const SAFE_URI = /^(?:(?:https?|mailto):|\/(?!\/)|#)/i;

export function sanitizeRichText(html: string): string {
  const purify = DOMPurify(window);
  purify.addHook('afterSanitizeAttributes', (node) => {
    for (const attr of ['href', 'src']) {
      const value = node.getAttribute(attr);
      // only http(s), mailto, same-origin paths and anchors survive, whatever DOMPurify allowed
      if (value !== null && !SAFE_URI.test(value.trim())) node.removeAttribute(attr);
    }
    if (node.tagName === 'A' && /^(?:https?:)?\/\//i.test(node.getAttribute('href') ?? '')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer nofollow');
    }
  });
  const clean = purify.sanitize(renameHandlers(html), {
    USE_PROFILES: { html: true },
    FORBID_TAGS,
    FORBID_ATTR: ['style', 'srcset'],
    ADD_ATTR: ['target'],
  });
  return String(clean);
}
