import { readFileSync } from 'fs';
import { join, resolve } from 'path';

const loader = require('../../../config/source-patch-loader.js') as ((this: LoaderThis, source: string) => string) & { FILES: RegExp[] };

interface LoaderThis {
  resourcePath: string;
  emitError: (e: Error) => void;
}

const root = resolve(__dirname, '../../..');
const PATCHED = [
  ['node_modules/@ant-design/pro-form/es/layouts/QueryFilter/index.js', "typeof span !== 'number'"],
  ['node_modules/ahooks/es/useRequest/src/Fetch.js', 'if (!unchanged) this.subscribe();'],
] as const;

function run(path: string, source: string) {
  const errors: string[] = [];
  const out = loader.call({ resourcePath: path, emitError: (e) => errors.push(e.message) }, source);
  return { out, errors };
}

describe('source patches of library files', () => {
  it.each(PATCHED)('applies to the installed %s', (file, marker) => {
    const path = join(root, file);
    expect(loader.FILES.some((re) => re.test(path))).toBe(true);
    const { out, errors } = run(path, readFileSync(path, 'utf8'));
    expect(errors).toEqual([]);
    expect(out).toContain(marker);
  });

  it('fails the build when a patched file no longer has the text it replaces', () => {
    const path = join(root, PATCHED[0][0]);
    const { out, errors } = run(path, 'export default 1;');
    expect(out).toBe('export default 1;');
    expect(errors[0]).toMatch(/no longer applies/);
  });

  it('leaves every other file alone', () => {
    const { out, errors } = run(join(root, 'node_modules/antd/es/index.js'), 'x');
    expect([out, errors]).toEqual(['x', []]);
  });
});
