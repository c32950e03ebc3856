/**
 * The two calls umi-request makes of `qs` (the browser bundle aliases `qs` here, see .umirc.ts):
 * `stringify(value, { arrayFormat: 'repeat', strictNullHandling: true })` for form bodies and
 * `parse(search, { strictNullHandling: true })` for URLSearchParams params. The full qs package
 * and its dependencies would weigh ~12 KiB gzip in the entry chunk for these.
 */
type Value = unknown;

function append(out: string[], key: string, value: Value): void {
  if (value === undefined) return;
  if (value === null) {
    out.push(encodeURIComponent(key)); // strictNullHandling: a key without '='
    return;
  }
  if (value instanceof Date) {
    out.push(`${encodeURIComponent(key)}=${encodeURIComponent(value.toISOString())}`);
    return;
  }
  if (Array.isArray(value)) {
    value.forEach((v) => append(out, key, v)); // arrayFormat 'repeat': a=1&a=2
    return;
  }
  if (typeof value === 'object') {
    Object.entries(value as Record<string, Value>).forEach(([k, v]) => append(out, `${key}[${k}]`, v));
    return;
  }
  out.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
}

export function stringify(value: Value): string {
  if (value === null || typeof value !== 'object') return '';
  const out: string[] = [];
  Object.entries(value as Record<string, Value>).forEach(([k, v]) => append(out, k, v));
  return out.join('&');
}

const decode = (s: string) => decodeURIComponent(s.replace(/\+/g, ' '));

export function parse(search: string): Record<string, string | null | Array<string | null>> {
  const out: Record<string, string | null | Array<string | null>> = {};
  search
    .replace(/^\?/, '')
    .split('&')
    .filter(Boolean)
    .forEach((pair) => {
      const at = pair.indexOf('=');
      const key = decode(at < 0 ? pair : pair.slice(0, at));
      const value = at < 0 ? null : decode(pair.slice(at + 1));
      const prev = out[key];
      if (prev === undefined) out[key] = value;
      else out[key] = Array.isArray(prev) ? [...prev, value] : [prev, value];
    });
  return out;
}

export default { stringify, parse };
