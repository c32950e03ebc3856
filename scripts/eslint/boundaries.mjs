// The import boundaries of the layout (README, "Architecture"), checked on the resolved path so
// relative and `@/` imports are judged alike:
// - a page folder (feature) imports no file of another page folder;
// - src/domain imports only src/domain and src/types (the fake backend imports it too);
// - the fake backend (mock/) imports from src/ only src/domain, src/types and src/locales/all;
// - a fake route file (mock/*.ts) reaches an area of mock/_db only through the area's index.ts.
import path from 'path';

const root = process.cwd();
const rel = (p) => path.relative(root, p).split(path.sep).join('/');

function target(file, spec) {
  if (spec.startsWith('@/')) return `src/${spec.slice(2)}`;
  if (spec.startsWith('.')) return rel(path.resolve(path.dirname(file), spec));
  return undefined; // a package
}

function verdict(from, to) {
  const page = /^src\/pages\/([^/]+)\//.exec(from);
  const toPage = /^src\/pages\/([^/.]+)(\/|$)/.exec(to);
  if (page && toPage && toPage[1] !== page[1])
    return `feature "${page[1]}" reaches into "${toPage[1]}": move what both use to src/components, src/hooks, src/utils or src/domain`;
  if (from.startsWith('src/domain/') && !/^src\/(domain|types)(\/|$)/.test(to)) return 'src/domain imports only src/domain and src/types';
  if (from.startsWith('mock/') && to.startsWith('src/') && !/^src\/(domain\/|types(\/|$)|locales\/all$)/.test(to))
    return 'the fake backend imports from src/ only src/domain, src/types and src/locales/all';
  if (/^mock\/[^/]+\.ts$/.test(from) && /^mock\/_db\/[^/]+\/[^/]+$/.test(to))
    return "a route file reaches an area's rules through its index (./_db/<area>), not its inner files";
  return undefined;
}

const rule = {
  meta: { type: 'problem', schema: [], docs: { description: 'import boundaries between features, src/domain and the fake backend' } },
  create(context) {
    const from = rel(context.filename ?? context.getFilename());
    const check = (node, source) => {
      if (!source || typeof source.value !== 'string') return;
      const to = target(context.filename ?? context.getFilename(), source.value);
      if (!to) return;
      const message = verdict(from, to);
      if (message) context.report({ node, message });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
    };
  },
};

export default { rules: { imports: rule } };
