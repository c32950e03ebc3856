/**
 * What a file's first bytes say it is. A browser names a file's type from its extension, so an
 * executable renamed `photo.png` arrives as image/png: where only pictures may be stored (the
 * image upload scene, the avatar) the bytes must agree with the type claimed.
 */
const SIGNATURES: ReadonlyArray<{ type: string; at: number; bytes: readonly number[] }> = [
  { type: 'image/png', at: 0, bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'image/jpeg', at: 0, bytes: [0xff, 0xd8, 0xff] },
  { type: 'image/gif', at: 0, bytes: [0x47, 0x49, 0x46, 0x38] },
  // RIFF....WEBP
  { type: 'image/webp', at: 8, bytes: [0x57, 0x45, 0x42, 0x50] },
];

const RIFF = [0x52, 0x49, 0x46, 0x46];
const startsWith = (data: Uint8Array, at: number, bytes: readonly number[]) => bytes.every((b, i) => data[at + i] === b);

/** The image type the bytes are (png, jpeg, gif, webp), or undefined for anything else. */
export function imageTypeOf(data: Uint8Array): string | undefined {
  return SIGNATURES.find((s) => (s.type !== 'image/webp' || startsWith(data, 0, RIFF)) && startsWith(data, s.at, s.bytes))?.type;
}

/**
 * The image type of a base64 `data:` URL when it is one of `allowed` and its bytes agree with the
 * type it names; undefined for anything else (another type, no base64, bytes of another kind).
 */
export function imageTypeOfDataUrl(url: string, allowed: readonly string[]): string | undefined {
  // the header by a regex, the payload by a plain scan: a regex over megabytes of base64 overflows the stack
  const comma = url.indexOf(',');
  const m = comma > 0 ? /^data:(image\/[a-z+.-]+);base64$/.exec(url.slice(0, comma)) : null;
  if (!m || !allowed.includes(m[1])) return undefined;
  const payload = url.slice(comma + 1);
  if (!isBase64(payload)) return undefined;
  // 16 base64 characters are 12 bytes: enough for every signature above
  const head = Uint8Array.from(atob(payload.slice(0, 16).replace(/=+$/, '').padEnd(16, 'A')), (c) => c.charCodeAt(0));
  return imageTypeOf(head) === m[1] ? m[1] : undefined;
}

/** Base64 characters, then at most two '=' of padding; at least one character. */
function isBase64(text: string): boolean {
  let end = text.length;
  while (end > 0 && text.charCodeAt(end - 1) === 61 && text.length - end < 2) end -= 1; // '='
  if (end === 0) return false;
  for (let i = 0; i < end; i += 1) {
    const c = text.charCodeAt(i);
    const ok = (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 43 || c === 47; // A-Z a-z 0-9 + /
    if (!ok) return false;
  }
  return true;
}
