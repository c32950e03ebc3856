/**
 * A small Markdown renderer (CommonMark's everyday subset plus GitHub tables and strikethrough).
 * Raw HTML passes through on purpose, as in CommonMark: the result is NOT safe to insert as it is
 * and always goes through sanitize() (sanitize.ts) before it reaches the page.
 */

const escapeHtml = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Inline syntax: code spans first (their content is literal), then images, links, emphasis. */
export function renderInline(text: string): string {
  const codes: string[] = [];
  let out = text.replace(/(`+)([\s\S]*?[^`])\1(?!`)/g, (_, _ticks: string, code: string) => {
    codes.push(`<code>${escapeHtml(code.trim())}</code>`);
    return `\u0000${codes.length - 1}\u0000`;
  });
  out = out
    .replace(
      /!\[([^\]]*)\]\(\s*([^\s)]+)(?:\s+"([^"]*)")?\s*\)/g,
      (_, alt: string, src: string, title?: string) =>
        `<img src="${escapeHtml(src)}" alt="${escapeHtml(alt)}"${title ? ` title="${escapeHtml(title)}"` : ''}>`,
    )
    .replace(
      /\[([^\]]+)\]\(\s*([^\s)]+)(?:\s+"([^"]*)")?\s*\)/g,
      (_, label: string, href: string, title?: string) =>
        `<a href="${escapeHtml(href)}"${title ? ` title="${escapeHtml(title)}"` : ''}>${label}</a>`,
    )
    .replace(/<((?:https?|mailto):[^\s>]+)>/g, (_, url: string) => `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`)
    .replace(/(\*\*|__)(?=\S)([\s\S]*?\S)\1/g, '<strong>$2</strong>')
    .replace(/(^|[^*\w])\*(?=\S)([^*]*?\S)\*(?!\*)/g, '$1<em>$2</em>')
    .replace(/(^|[^_\w])_(?=\S)([^_]*?\S)_(?![_\w])/g, '$1<em>$2</em>')
    .replace(/~~(?=\S)([\s\S]*?\S)~~/g, '<del>$1</del>')
    .replace(/ {2,}\n|\\\n/g, '<br>\n');
  // eslint-disable-next-line no-control-regex -- NUL marks the code spans set aside above
  return out.replace(/\u0000(\d+)\u0000/g, (_, i: string) => codes[Number(i)]);
}

const splitRow = (line: string): string[] =>
  line
    .trim()
    .replace(/^\||\|$/g, '')
    .split(/(?<!\\)\|/)
    .map((c) => c.trim());

const TABLE_SEPARATOR = /^\s*\|?\s*:?-+:?\s*(\|\s*:?-+:?\s*)*\|?\s*$/;
const BLOCK_START = /^(#{1,6}\s|>|```|~~~|\s*([-*+]|\d+[.)])\s|\s*(-{3,}|\*{3,}|_{3,})\s*$|<\/?[a-zA-Z])/;

function renderTable(rows: string[]): string {
  const aligns = splitRow(rows[1]).map((c) =>
    c.startsWith(':') && c.endsWith(':') ? 'center' : c.endsWith(':') ? 'right' : c.startsWith(':') ? 'left' : '',
  );
  const cell = (tag: string, c: string, i: number) => `<${tag}${aligns[i] ? ` align="${aligns[i]}"` : ''}>${renderInline(c)}</${tag}>`;
  const head = `<thead><tr>${splitRow(rows[0])
    .map((c, i) => cell('th', c, i))
    .join('')}</tr></thead>`;
  const body = rows
    .slice(2)
    .map(
      (r) =>
        `<tr>${splitRow(r)
          .map((c, i) => cell('td', c, i))
          .join('')}</tr>`,
    )
    .join('');
  return `<table>${head}<tbody>${body}</tbody></table>`;
}

/** Block structure: fences, headings, rules, quotes, lists, tables, raw HTML, paragraphs. */
export function renderMarkdown(source: string): string {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const out: string[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i];
    if (!line.trim()) {
      i += 1;
      continue;
    }
    const fence = /^(```|~~~)\s*([\w+-]*)/.exec(line);
    if (fence) {
      const body: string[] = [];
      for (i += 1; i < lines.length && !lines[i].startsWith(fence[1]); i += 1) body.push(lines[i]);
      i += 1;
      const lang = fence[2] ? ` class="language-${escapeHtml(fence[2])}"` : '';
      out.push(`<pre><code${lang}>${escapeHtml(body.join('\n'))}</code></pre>`);
      continue;
    }
    const heading = /^(#{1,6})\s+(.*?)\s*#*\s*$/.exec(line);
    if (heading) {
      out.push(`<h${heading[1].length}>${renderInline(heading[2])}</h${heading[1].length}>`);
      i += 1;
      continue;
    }
    if (/^\s*(-{3,}|\*{3,}|_{3,})\s*$/.test(line)) {
      out.push('<hr>');
      i += 1;
      continue;
    }
    if (line.startsWith('>')) {
      const body: string[] = [];
      for (; i < lines.length && lines[i].startsWith('>'); i += 1) body.push(lines[i].replace(/^>\s?/, ''));
      out.push(`<blockquote>${renderMarkdown(body.join('\n'))}</blockquote>`);
      continue;
    }
    const item = /^\s*([-*+]|\d+[.)])\s+/;
    if (item.test(line)) {
      const ordered = /^\s*\d/.test(line);
      const items: string[] = [];
      for (; i < lines.length && (item.test(lines[i]) || (/^\s{2,}\S/.test(lines[i]) && items.length)); i += 1) {
        if (item.test(lines[i])) items.push(lines[i].replace(item, ''));
        else items[items.length - 1] += `\n${lines[i].trim()}`;
      }
      const lis = items.map((t) => {
        const task = /^\[([ xX])\]\s+/.exec(t);
        const text = task
          ? // the item's text labels its checkbox
            `<label><input type="checkbox" disabled${task[1] === ' ' ? '' : ' checked'}> ${renderInline(t.slice(task[0].length))}</label>`
          : renderInline(t);
        return `<li>${text}</li>`;
      });
      out.push(ordered ? `<ol>${lis.join('')}</ol>` : `<ul>${lis.join('')}</ul>`);
      continue;
    }
    if (line.includes('|') && i + 1 < lines.length && TABLE_SEPARATOR.test(lines[i + 1])) {
      const rows: string[] = [];
      for (; i < lines.length && lines[i].includes('|') && lines[i].trim(); i += 1) rows.push(lines[i]);
      out.push(renderTable(rows));
      continue;
    }
    if (/^\s*<\/?[a-zA-Z][^>]*>/.test(line)) {
      // raw HTML block, up to the next blank line (sanitised later like everything else)
      const body: string[] = [];
      for (; i < lines.length && lines[i].trim(); i += 1) body.push(lines[i]);
      out.push(body.join('\n'));
      continue;
    }
    const para: string[] = [];
    for (; i < lines.length && lines[i].trim() && (para.length === 0 || !BLOCK_START.test(lines[i])); i += 1) para.push(lines[i]);
    out.push(`<p>${renderInline(para.join('\n'))}</p>`);
  }
  return out.join('\n');
}
