import { execFileSync } from 'child_process';
import path from 'path';

/** No import cycles in src/ or mock/, type-only imports included (scripts/import-cycles.mjs). */
it('src and mock have no import cycles', () => {
  const root = path.resolve(__dirname, '../../..');
  let out = '';
  try {
    out = execFileSync('node', ['scripts/import-cycles.mjs', 'src', 'mock'], { cwd: root, encoding: 'utf8' });
  } catch (error) {
    // exit status 1 means cycles were found: they are printed on stdout
    out = String((error as { stdout?: string }).stdout ?? error);
  }
  expect(out.trim()).toBe('0 cycle(s)');
});
