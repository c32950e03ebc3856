import { readdirSync, readFileSync } from 'fs';
import { join, relative } from 'path';
import * as ts from 'typescript';

/**
 * No silent failures: every `catch` block, `.catch(…)` handler and rejection handler of `.then(…, …)`
 * under src/ either does something (shows the failure, changes state, rethrows) or carries a comment
 * saying why nothing needs to be shown. An empty body, or one that only returns, needs that comment.
 */

const ROOT = join(__dirname, '../../..');
const SRC = join(ROOT, 'src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    if (e.name.startsWith('.')) return []; // generated umi folders (.umi, .umi-production, …)
    const path = join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(e.name) && !e.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** Every comment of the file, as [pos, end) ranges. */
function commentRanges(sf: ts.SourceFile): ts.CommentRange[] {
  const text = sf.getFullText();
  const seen = new Map<number, ts.CommentRange>();
  const visit = (node: ts.Node) => {
    for (const r of [
      ...(ts.getLeadingCommentRanges(text, node.getFullStart()) ?? []),
      ...(ts.getTrailingCommentRanges(text, node.getEnd()) ?? []),
    ]) {
      seen.set(r.pos, r);
    }
    node.getChildren(sf).forEach(visit);
  };
  visit(sf);
  return [...seen.values()];
}

/** A value with no effect: no call, no `new`, no assignment, no await. */
function inert(e: ts.Node): boolean {
  if (ts.isCallExpression(e) || ts.isNewExpression(e) || ts.isAwaitExpression(e) || ts.isDeleteExpression(e)) return false;
  if (
    ts.isBinaryExpression(e) &&
    e.operatorToken.kind >= ts.SyntaxKind.FirstAssignment &&
    e.operatorToken.kind <= ts.SyntaxKind.LastAssignment
  )
    return false;
  if (
    (ts.isPrefixUnaryExpression(e) || ts.isPostfixUnaryExpression(e)) &&
    (e.operator === ts.SyntaxKind.PlusPlusToken || e.operator === ts.SyntaxKind.MinusMinusToken)
  )
    return false;
  let quiet = true;
  e.forEachChild((c) => {
    if (quiet && !inert(c)) quiet = false;
  });
  return quiet;
}

/** Whether `e` mentions one of `names` (the caught error passed on is not swallowed). */
function mentions(e: ts.Node, names: string[]): boolean {
  if (ts.isIdentifier(e) && names.includes(e.text)) return true;
  let hit = false;
  e.forEachChild((c) => {
    if (!hit && mentions(c, names)) hit = true;
  });
  return hit;
}

/** The names a catch variable or handler parameter binds. */
function bound(name: ts.BindingName | undefined): string[] {
  if (!name) return [];
  if (ts.isIdentifier(name)) return [name.text];
  return name.elements.flatMap((el) => (ts.isOmittedExpression(el) ? [] : bound(el.name)));
}

/** A value answered without a word: inert and not passing the failure on. */
const quietValue = (e: ts.Expression | undefined, names: string[]): boolean => !e || (inert(e) && !mentions(e, names));

/** A block with no statement, or only a `return` of such a value. */
const quietBlock = (b: ts.Block, names: string[]): boolean =>
  b.statements.length === 0 ||
  (b.statements.length === 1 && ts.isReturnStatement(b.statements[0]) && quietValue(b.statements[0].expression, names));

/** A handler function that does nothing but answer a value. */
function silentHandler(fn: ts.Expression): boolean {
  if (!ts.isArrowFunction(fn) && !ts.isFunctionExpression(fn)) return false; // a named handler does its own job
  const names = fn.parameters.flatMap((p) => bound(p.name));
  return ts.isBlock(fn.body) ? quietBlock(fn.body, names) : quietValue(fn.body, names);
}

interface Finding {
  file: string;
  line: number;
  kind: 'catch' | '.catch' | '.then';
  /** the source of the site (the catch block, or the call) */
  text: string;
}

/** The catch sites of one file that swallow a failure without a word. */
function silentCatches(file: string, text: string): Finding[] {
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const comments = commentRanges(sf);
  const lineOf = (pos: number) => sf.getLineAndCharacterOfPosition(pos).line;
  const commentWithin = (start: number, end: number) => comments.some((c) => c.pos >= start && c.end <= end);
  // a comment on the line a handler ends on, or ending on the line just above where it starts
  const commentBeside = (start: number, end: number) =>
    comments.some((c) => lineOf(c.pos) === lineOf(end) && c.pos >= end) || comments.some((c) => lineOf(c.end) === lineOf(start) - 1);
  const found: Finding[] = [];

  const visit = (node: ts.Node) => {
    if (ts.isCatchClause(node)) {
      const b = node.block;
      if (quietBlock(b, bound(node.variableDeclaration?.name)) && !commentWithin(b.getStart(sf), b.getEnd()))
        found.push({ file, line: lineOf(node.getStart(sf)) + 1, kind: 'catch', text: b.getText(sf) });
    }
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const name = node.expression.name.text;
      const handler = name === 'catch' ? node.arguments[0] : name === 'then' ? node.arguments[1] : undefined;
      if (handler && silentHandler(handler)) {
        const start = node.expression.name.getStart(sf);
        const explained = commentWithin(handler.getStart(sf), handler.getEnd()) || commentBeside(start, handler.getEnd());
        if (!explained) found.push({ file, line: lineOf(start) + 1, kind: name === 'catch' ? '.catch' : '.then', text: node.getText(sf) });
      }
    }
    node.forEachChild(visit);
  };
  visit(sf);
  return found;
}

describe('catch sites', () => {
  it('the scanner flags silent catches and accepts explained or acting ones', () => {
    const flagged = (code: string) => silentCatches('x.ts', code).map((f) => f.kind);
    expect(flagged('try { a(); } catch {}')).toEqual(['catch']);
    expect(flagged('try { a(); } catch (e) { return; }')).toEqual(['catch']);
    expect(flagged('function f() { try { return a(); } catch { return 0; } }')).toEqual(['catch']);
    expect(flagged('p.catch(() => undefined);')).toEqual(['.catch']);
    expect(flagged('p.catch(() => [] as string[]);')).toEqual(['.catch']);
    expect(flagged('p.catch(() => {});')).toEqual(['.catch']);
    expect(flagged('p.then(ok, () => undefined);')).toEqual(['.then']);
    expect(flagged('const url = "https://x"; p.catch(() => null);')).toEqual(['.catch']);

    expect(flagged('try { a(); } catch {\n  // storage disabled: nothing to show\n}')).toEqual([]);
    expect(flagged('try { a(); } catch (e) { toast.error(String(e)); }')).toEqual([]);
    expect(flagged('function f() { try { return a(); } catch { return 0; /* not a number: zero */ } }')).toEqual([]);
    expect(flagged('p.catch(() => undefined); // the next poll retries')).toEqual([]);
    expect(flagged('p\n  // autoplay refused: nothing to show\n  .catch(() => undefined);')).toEqual([]);
    expect(flagged('p.catch((e) => live && show(e));')).toEqual([]);
    expect(flagged('p.catch(() => undefined /* the fields show their messages */);')).toEqual([]);
    expect(flagged('p.catch(reportError);')).toEqual([]);
    expect(flagged('try { a(); } catch (e) { return { ok: false, failure: toFailure(e) }; }')).toEqual([]);
    expect(flagged('try { a(); } catch (e) { return { ok: false, error: e }; }')).toEqual([]);
    expect(flagged('p.catch((e) => ({ error: e }));')).toEqual([]);
    expect(flagged('p.then(ok, (e) => { setError(e); });')).toEqual([]);
  });

  it('every catch under src/ shows the failure or says why nothing needs to be shown', () => {
    const files = sourceFiles(SRC);
    expect(files.length).toBeGreaterThan(100);
    const silent = files
      .flatMap((f) => silentCatches(relative(ROOT, f), readFileSync(f, 'utf8')))
      .map((f) => `${f.file}:${f.line} ${f.kind}`);
    expect(silent).toEqual([]);
  });
});
