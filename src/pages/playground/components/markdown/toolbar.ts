/** Toolbar edits: wrap the selection (or a placeholder) in Markdown, or prefix the selected lines. */
export type MarkdownAction =
  'bold' | 'italic' | 'strike' | 'code' | 'link' | 'heading' | 'quote' | 'ul' | 'ol' | 'task' | 'table' | 'codeblock';

export interface Edit {
  text: string;
  selectionStart: number;
  selectionEnd: number;
}

const WRAP: Partial<Record<MarkdownAction, [string, string, string]>> = {
  bold: ['**', '**', 'bold'],
  italic: ['*', '*', 'italic'],
  strike: ['~~', '~~', 'text'],
  code: ['`', '`', 'code'],
  link: ['[', '](https://)', 'link'],
  codeblock: ['```\n', '\n```', 'code'],
};
const PREFIX: Partial<Record<MarkdownAction, string>> = { heading: '## ', quote: '> ', ul: '- ', ol: '1. ', task: '- [ ] ' };
const TABLE = '| Column | Column |\n|---|---|\n| cell | cell |\n';

export function applyAction(text: string, start: number, end: number, action: MarkdownAction): Edit {
  const selected = text.slice(start, end);
  const wrap = WRAP[action];
  if (wrap) {
    const [open, close, placeholder] = wrap;
    const inner = selected || placeholder;
    const next = text.slice(0, start) + open + inner + close + text.slice(end);
    return { text: next, selectionStart: start + open.length, selectionEnd: start + open.length + inner.length };
  }
  if (action === 'table') {
    const lead = start > 0 && text[start - 1] !== '\n' ? '\n\n' : '';
    const next = text.slice(0, start) + lead + TABLE + text.slice(end);
    const at = start + lead.length + TABLE.length;
    return { text: next, selectionStart: at, selectionEnd: at };
  }
  const prefix = PREFIX[action] ?? '';
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  const block = text.slice(lineStart, end);
  const prefixed = block
    .split('\n')
    .map((l) => prefix + l)
    .join('\n');
  const next = text.slice(0, lineStart) + prefixed + text.slice(end);
  return { text: next, selectionStart: lineStart, selectionEnd: lineStart + prefixed.length };
}
