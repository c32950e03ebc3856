import { execFileSync } from 'child_process';
import path from 'path';

/**
 * The layout's import boundaries fail the lint (eslint.config.mjs, scripts/eslint/boundaries.mjs):
 * each snippet below breaks one and must be reported; the allowed ones must not.
 */
const root = path.resolve(__dirname, '../../..');
const cases: Array<{ file: string; code: string; breaks: boolean }> = [
  { file: 'src/pages/order/zz.tsx', code: "import x from '../categories/index';", breaks: true },
  { file: 'src/pages/order/zz.tsx', code: "import x from '@/pages/profile/funds';", breaks: true },
  { file: 'src/pages/order/zz.tsx', code: "import x from './components/OrderActions';", breaks: false },
  { file: 'src/domain/trade/zz.ts', code: "import x from '../../utils/format';", breaks: true },
  { file: 'src/domain/trade/zz.ts', code: "import type { Paged } from '../../types';", breaks: false },
  { file: 'mock/zz.ts', code: "import x from '../src/utils/format';", breaks: true },
  { file: 'mock/zz.ts', code: "import { findOrder } from './_db/trade/orders';", breaks: true },
  { file: 'mock/zz.ts', code: "import { findOrder } from './_db/trade';", breaks: false },
];

const script = `
import { ESLint } from 'eslint';
const eslint = new ESLint({ cwd: ${JSON.stringify(root)} });
const cases = JSON.parse(process.argv[1]);
const out = [];
for (const c of cases) {
  const [r] = await eslint.lintText(c.code + '\\nexport default x;\\n', { filePath: c.file });
  out.push(r.messages.some((m) => m.ruleId === 'boundaries/imports'));
}
console.log(JSON.stringify(out));
`;

it('reports each broken boundary and nothing else', () => {
  const out = execFileSync('node', ['--input-type=module', '-e', script, JSON.stringify(cases)], { cwd: root, encoding: 'utf8' });
  const reported = JSON.parse(out.trim().split('\n').pop() ?? '[]') as boolean[];
  expect(reported).toEqual(cases.map((c) => c.breaks));
});
