import fs from 'fs';
import path from 'path';
import { endpointsIn } from '../../../src/domain/endpoint';
import { SPEC_CALLS } from './specCalls';

/**
 * Every call of SPEC §7 is a feature the user can reach: it is declared, a service makes it, a page,
 * component, hook or model outside src/services uses that service (directly or through another
 * service), and the fake backend answers it.
 */
const root = path.resolve(__dirname, '../../..');
const servicesDir = path.join(root, 'src/services');

function filesUnder(dir: string, test: (file: string) => boolean): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const full = path.join(dir, d.name);
    if (d.isDirectory()) return filesUnder(full, test);
    return test(full) ? [full] : [];
  });
}

/** 'GET /a/:id/b' and 'GET /a/{x}/b' → 'GET /a/{}/b' */
const shape = (key: string) => key.replace(/:\w+|\{[^}]*\}/g, '{}');

const declared = filesUnder(path.join(root, 'src/domain'), (f) => f.endsWith('endpoints.ts')).flatMap((file) =>
  // each area is loaded by file name
  endpointsIn(require(file) as Record<string, unknown>).map(({ name, endpoint }) => ({ name, key: endpoint.key })),
);

const handled = new Set(
  fs
    .readdirSync(path.join(root, 'mock'))
    .filter((f) => f.endsWith('.ts'))
    // every route file, as umi's mock loader reads them
    .flatMap((f) => Object.keys((require(path.join(root, 'mock', f)) as { default?: Record<string, unknown> }).default ?? {})),
);

interface ServiceExport {
  /** `<module>:<name>`, e.g. 'history:archiveOrder' */
  id: string;
  name: string;
  body: string;
}

const services: ServiceExport[] = filesUnder(servicesDir, (f) => f.endsWith('.ts')).flatMap((file) => {
  const module = path.relative(servicesDir, file).replace(/\.ts$/, '');
  return fs
    .readFileSync(file, 'utf8')
    .split(/^export /m)
    .slice(1)
    .flatMap((chunk) => {
      const name = /^(?:async\s+)?function\s+(\w+)|^const\s+(\w+)/.exec(chunk);
      const n = name?.[1] ?? name?.[2];
      return n ? [{ id: `${module}:${n}`, name: n, body: chunk }] : [];
    });
});

/** Service exports imported by the console outside src/services (and outside the generated .umi folders). */
function importedServices(): Set<string> {
  const files = filesUnder(path.join(root, 'src'), (f) => /\.tsx?$/.test(f) && !/src\/(services|\.umi[^/]*)\//.test(f));
  const ids = new Set<string>();
  const importRe = /import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'@\/services\/([\w/]+)'/g;
  for (const file of files) {
    for (const m of fs.readFileSync(file, 'utf8').matchAll(importRe)) {
      for (const spec of m[1].split(',')) {
        const imported = spec.trim().split(/\s+as\s+/)[0];
        if (imported) ids.add(`${m[2]}:${imported}`);
      }
    }
  }
  return ids;
}

/** Used services: imported by the console, or called by a used service (to a fixed point). */
function usedServices(): Set<string> {
  const used = importedServices();
  let grew = true;
  while (grew) {
    grew = false;
    const bodies = services.filter((s) => used.has(s.id)).map((s) => s.body);
    for (const s of services) {
      if (used.has(s.id)) continue;
      const word = new RegExp(`\\b${s.name}\\b`);
      if (bodies.some((b) => word.test(b))) {
        used.add(s.id);
        grew = true;
      }
    }
  }
  return used;
}

describe("SPEC §7's calls", () => {
  const used = usedServices();
  const rows = SPEC_CALLS.map((call) => {
    const decl = declared.find((d) => shape(d.key) === shape(call));
    const makers = decl ? services.filter((s) => new RegExp(`\\b${decl.name.replace('.', '\\.')}\\b`).test(s.body)) : [];
    return {
      call,
      decl,
      service: makers.length > 0,
      caller: makers.some((s) => used.has(s.id)),
      handler: !!decl && handled.has(decl.key),
    };
  });

  it('lists each call once', () => {
    const shapes = SPEC_CALLS.map(shape);
    expect(shapes.filter((s, i) => shapes.indexOf(s) !== i)).toEqual([]);
  });

  it.each([
    ['a declaration in src/domain/<area>/endpoints.ts', (r: (typeof rows)[number]) => !!r.decl],
    ['a service in src/services that makes it', (r: (typeof rows)[number]) => r.service],
    ['a caller of that service outside src/services', (r: (typeof rows)[number]) => r.caller],
    ['a fake-backend handler', (r: (typeof rows)[number]) => r.handler],
  ])('each has %s', (_what, ok) => {
    expect(rows.filter((r) => !ok(r)).map((r) => `${r.call}${r.decl ? ` (${r.decl.name})` : ''}`)).toEqual([]);
  });
});
