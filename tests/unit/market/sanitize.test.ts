/** @jest-environment ./tests/env/jsdom.js */
import { sanitizeRichText } from '@/pages/help/shared/sanitize';

describe('sanitizeRichText', () => {
  it('removes scripts, event handlers and javascript: URLs', () => {
    const html = sanitizeRichText(
      `<p onclick="alert(1)">hi</p><img src=x onerror=alert(1)><a href="javascript:alert('x')">bad</a><script>alert(2)</script><a href=" JaVaScRiPt:alert(3)">spaced</a>`,
    );
    expect(html).not.toMatch(/onclick|onerror|<script|javascript:/i);
    expect(html).toContain('<p>hi</p>');
    expect(html).toContain('<a>bad</a>');
    expect(html).toContain('<a>spaced</a>');
  });

  it('keeps the formatting the help centre uses', () => {
    const html = sanitizeRichText(
      '<h2>T</h2><table><thead><tr><th>a</th></tr></thead><tbody><tr><td>1</td></tr></tbody></table><ol><li>x</li></ol><strong>b</strong>',
    );
    expect(html).toBe(
      '<h2>T</h2><table><thead><tr><th>a</th></tr></thead><tbody><tr><td>1</td></tr></tbody></table><ol><li>x</li></ol><strong>b</strong>',
    );
  });

  it('keeps safe images and links, opens external links apart', () => {
    const html = sanitizeRichText(
      '<img src="/api/v1/any/content/images/help-buy.svg" alt="a"><a href="/help/article/1001">in</a><a href="https://example.com">out</a>',
    );
    expect(html).toContain('src="/api/v1/any/content/images/help-buy.svg"');
    expect(html).toContain('<a href="/help/article/1001">in</a>');
    expect(html).toMatch(/<a href="https:\/\/example.com" target="_blank" rel="noopener noreferrer nofollow">out<\/a>/);
  });

  it('drops data: and protocol-relative sources, frames, forms and inline styles', () => {
    const html = sanitizeRichText(
      '<img src="data:image/svg+xml,<svg onload=alert(1)>"><iframe src="https://x"></iframe><form action="/x"><input></form><p style="position:fixed">s</p><img src="//evil.example/x.png">',
    );
    expect(html).not.toMatch(/data:|iframe|form|input|style=|evil/);
    expect(html).toContain('<p>s</p>');
  });
});
