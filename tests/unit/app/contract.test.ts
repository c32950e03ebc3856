import fs from 'fs';
import path from 'path';
import { endpointsIn, type Endpoint } from '../../../src/domain/endpoint';
import { MOCK_CONTROL_PREFIX } from '../../../src/domain/mock/endpoints';

/**
 * The API contract is declared once (src/domain/<area>/endpoints.ts). This keeps the three users
 * of it in step: every declared call has a handler in the fake backend and a caller in src/ (a
 * test for the fake backend's control calls, the fake backend's own data for URLs it hands out),
 * the fake backend answers nothing undeclared, and services never spell a path by hand.
 */
const root = path.resolve(__dirname, '../../..');
const domainDir = path.join(root, 'src/domain');
const mockDir = path.join(root, 'mock');

function filesUnder(dir: string, test: (file: string) => boolean): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const full = path.join(dir, d.name);
    if (d.isDirectory()) return filesUnder(full, test);
    return test(full) ? [full] : [];
  });
}

interface Declared {
  name: string;
  exportName: string;
  key: string;
  endpoint: Endpoint;
}

function declared(): Declared[] {
  return filesUnder(domainDir, (f) => f.endsWith('endpoints.ts')).flatMap((file) => {
    // each area is loaded by file name
    const mod = require(file) as Record<string, unknown>;
    return endpointsIn(mod).map(({ name, endpoint }) => ({ name, exportName: name.split('.')[0], key: endpoint.key, endpoint }));
  });
}

function mockKeys(): string[] {
  return fs
    .readdirSync(mockDir)
    .filter((f) => f.endsWith('.ts'))
    .flatMap((f) => {
      // every route file, as umi's mock loader reads them
      const mod = require(path.join(mockDir, f)) as { default?: Record<string, unknown> };
      return Object.keys(mod.default ?? {});
    });
}

const sourceText = (dir: string, exclude?: RegExp) =>
  filesUnder(dir, (f) => /\.tsx?$/.test(f) && !exclude?.test(f))
    .map((f) => fs.readFileSync(f, 'utf8'))
    .join('\n');

describe('the API contract', () => {
  const all = declared();

  it('declares each call once', () => {
    expect(all.length).toBeGreaterThan(0);
    const keys = all.map((d) => d.key);
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
  });

  it('every declared call has a fake-backend handler, and every handler a declaration', () => {
    const handled = new Set(mockKeys());
    const keys = new Set(all.map((d) => d.key));
    expect(all.filter((d) => !handled.has(d.key)).map((d) => `${d.name} ${d.key}`)).toEqual([]);
    expect([...handled].filter((k) => !keys.has(k))).toEqual([]);
  });

  it('every declared call is used by the console, or is a control call tests make, or a URL the fake backend hands out', () => {
    const src = sourceText(path.join(root, 'src'), /src\/(domain|\.umi[^/]*)\//);
    // the console never makes these two kinds of call: the fake backend's control calls (tests and
    // developers do), and URLs the fake backend puts in its answers and pages (pictures, files,
    // the OAuth2 provider's form), which the browser follows
    const tests = sourceText(path.join(root, 'tests'));
    const handedOut = sourceText(mockDir);
    const used = (d: Declared) =>
      src.includes(d.name) ||
      (d.endpoint.path.startsWith(`${MOCK_CONTROL_PREFIX}/`) && tests.includes(d.name)) ||
      handedOut.includes(`urlOf(${d.name}`);
    expect(all.filter((d) => !used(d)).map((d) => d.name)).toEqual([]);
  });

  it('services call through declarations, never a hand-written path', () => {
    const services = filesUnder(path.join(root, 'src/services'), (f) => f.endsWith('.ts'));
    const offenders = services.filter((f) => /\brequest(Raw)?\s*[<(]|['`]\/api\/|\$\{[A-Z]+\}/.test(fs.readFileSync(f, 'utf8')));
    expect(offenders.map((f) => path.relative(root, f))).toEqual([]);
  });
});
