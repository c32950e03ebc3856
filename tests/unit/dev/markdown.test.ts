/** @jest-environment ./tests/env/jsdom.js */
import { renderInline, renderMarkdown } from '@/pages/playground/components/markdown/render';
import { SAMPLE_MARKDOWN } from '@/pages/playground/components/markdown/sample';
import { sanitize } from '@/pages/playground/components/markdown/sanitize';
import { applyAction } from '@/pages/playground/components/markdown/toolbar';

const safe = (md: string) => sanitize(renderMarkdown(md));

describe('markdown rendering', () => {
  it('renders headings, emphasis, code, links and lists', () => {
    expect(renderMarkdown('# Title')).toBe('<h1>Title</h1>');
    expect(renderInline('**b** *i* ~~s~~ `a*b*c`')).toBe('<strong>b</strong> <em>i</em> <del>s</del> <code>a*b*c</code>');
    expect(renderInline('[help](/help "Help")')).toBe('<a href="/help" title="Help">help</a>');
    expect(renderMarkdown('- a\n- b')).toBe('<ul><li>a</li><li>b</li></ul>');
    expect(renderMarkdown('1. a\n2. b')).toBe('<ol><li>a</li><li>b</li></ol>');
    expect(renderMarkdown('```ts\nconst a = 1 < 2;\n```')).toBe('<pre><code class="language-ts">const a = 1 &lt; 2;</code></pre>');
    expect(renderMarkdown('> quoted')).toBe('<blockquote><p>quoted</p></blockquote>');
  });

  it('renders tables with alignment', () => {
    expect(renderMarkdown('| a | b |\n|:--|--:|\n| 1 | 2 |')).toBe(
      '<table><thead><tr><th align="left">a</th><th align="right">b</th></tr></thead><tbody><tr><td align="left">1</td><td align="right">2</td></tr></tbody></table>',
    );
  });
});

describe('sanitised preview', () => {
  it('removes script tags, event handlers and javascript: links, and says so', () => {
    const out = safe(
      'hello\n\n<script>window.x = 1</script>\n<img src="x.png" onerror="window.x = 2">\n\n[bad](javascript:alert(1)) [good](https://example.com)',
    );
    expect(out.html).not.toMatch(/<script|onerror|javascript:/i);
    expect(out.html).toContain('<img src="x.png">');
    expect(out.html).toContain('href="https://example.com" target="_blank" rel="noopener noreferrer nofollow"');
    expect(out.removed).toEqual(expect.arrayContaining(['<script>', 'onerror on <img>', 'href on <a>']));
  });

  it('keeps task-list checkboxes (disabled) but drops other inputs, forms and styles', () => {
    const out = safe('- [x] done\n\n<form><input name="p"></form><p style="color:red">t</p>');
    expect(out.html).toContain('<input type="checkbox" disabled="" checked="">');
    expect(out.html).not.toMatch(/<form|name="p"|style=/);
  });

  it('leaves a clean document untouched and reports nothing', () => {
    expect(safe('# Hi\n\n**bold**').removed).toEqual([]);
  });

  it('the sample document shows what the sanitiser stops', () => {
    const out = safe(SAMPLE_MARKDOWN);
    expect(out.removed).toEqual(expect.arrayContaining(['<script>', 'onerror on <img>', 'href on <a>']));
    expect(out.html).toContain('<table>');
  });
});

describe('toolbar edits', () => {
  it('wraps the selection, or a placeholder, and selects the inner text', () => {
    expect(applyAction('a word b', 2, 6, 'bold')).toEqual({ text: 'a **word** b', selectionStart: 4, selectionEnd: 8 });
    expect(applyAction('', 0, 0, 'link')).toEqual({ text: '[link](https://)', selectionStart: 1, selectionEnd: 5 });
  });
  it('prefixes every selected line', () => {
    expect(applyAction('one\ntwo', 1, 6, 'ul').text).toBe('- one\n- two');
  });
});
