import { fillPath } from '../endpoint';
import { imageTypeOf } from '../files';
import { supplierApi } from './endpoints';
import type { UploadScene } from './oss';
import { UPLOAD_LIMITS } from './rules';

/**
 * What each upload scene stores, and which stored files a user may point at. One rule for the
 * fake backend (which refuses) and the console (which says why before sending, and decides what it
 * renders as a link). A file is judged by its leading bytes as well as its name and declared type:
 * a browser names the type from the extension, so an HTML page renamed `photo.png` arrives as
 * image/png, and a file a browser could sniff as markup must never be stored at all.
 */
export const FILE_KINDS = {
  png: { type: 'image/png', exts: ['png'], declared: ['image/png'], image: true },
  jpeg: { type: 'image/jpeg', exts: ['jpg', 'jpeg'], declared: ['image/jpeg', 'image/pjpeg'], image: true },
  gif: { type: 'image/gif', exts: ['gif'], declared: ['image/gif'], image: true },
  webp: { type: 'image/webp', exts: ['webp'], declared: ['image/webp'], image: true },
  pdf: { type: 'application/pdf', exts: ['pdf'], declared: ['application/pdf'], image: false },
  txt: { type: 'text/plain; charset=utf-8', exts: ['txt'], declared: ['text/plain'], image: false },
  csv: { type: 'text/csv; charset=utf-8', exts: ['csv'], declared: ['text/csv', 'application/vnd.ms-excel', 'text/plain'], image: false },
  xlsx: {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    exts: ['xlsx'],
    declared: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    image: false,
  },
  zip: { type: 'application/zip', exts: ['zip'], declared: ['application/zip', 'application/x-zip-compressed'], image: false },
} as const;
export type FileKind = keyof typeof FILE_KINDS;

const IMAGE_KINDS: readonly FileKind[] = ['png', 'jpeg', 'gif', 'webp'];
/** The allow-list of each scene: commodity images, and delivery / document files. */
export const SCENE_KINDS: Record<UploadScene, readonly FileKind[]> = {
  image: IMAGE_KINDS,
  file: [...IMAGE_KINDS, 'pdf', 'txt', 'csv', 'xlsx', 'zip'],
};
/** What an upload control's `accept` attribute lists for a scene. */
export const acceptOf = (scene: UploadScene): string => SCENE_KINDS[scene].flatMap((k) => FILE_KINDS[k].exts.map((e) => `.${e}`)).join(',');
/** The declared types a scene takes (the STS token states them). */
export const typesOf = (scene: UploadScene): string[] => SCENE_KINDS[scene].flatMap((k) => [...FILE_KINDS[k].declared]);
/** The extensions a scene takes, for the message that names them ("png, jpg, …"). */
export const extsOf = (scene: UploadScene): string => SCENE_KINDS[scene].flatMap((k) => FILE_KINDS[k].exts).join(', ');

/** The largest file of a scene, bytes. */
export const maxSizeOf = (scene: UploadScene): number => (scene === 'image' ? UPLOAD_LIMITS.imageMaxBytes : UPLOAD_LIMITS.fileMaxBytes);

/** bytes read to judge a file: enough for every signature and for what browsers sniff (512) */
export const SNIFF_BYTES = 1024;

const extOf = (name: string): string => /\.([A-Za-z0-9]{1,8})$/.exec(name)?.[1]?.toLowerCase() ?? '';
const startsWith = (data: Uint8Array, bytes: readonly number[]) => bytes.every((b, i) => data[i] === b);
const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const ZIP = [0x50, 0x4b, 0x03, 0x04]; // PK\3\4

/** Tags that make a browser (or a viewer) treat bytes as a document that can run script. */
const MARKUP = /<(?:!doctype|html|head|body|script|svg|iframe|object|embed|img|a\s|div|style|meta|link|title|\?xml|xml|!--)/i;

/** Whether the leading bytes hold markup anywhere (a polyglot hides it after a valid header). */
export function hasMarkup(head: Uint8Array): boolean {
  let text = '';
  for (let i = 0; i < Math.min(head.length, SNIFF_BYTES); i += 1) text += String.fromCharCode(head[i]);
  // UTF-16 or NUL-padded markup reads the same once the NULs are out
  return MARKUP.test(text.replace(/\0/g, ''));
}

/** UTF-8 text without NUL or other control bytes than tab, CR and LF. */
function isPlainText(head: Uint8Array): boolean {
  for (const b of head) if (b === 0 || (b < 0x20 && b !== 9 && b !== 10 && b !== 13) || b === 0x7f) return false;
  try {
    // a multi-byte character cut at the end of the sample is not an error
    new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true });
    return true;
  } catch {
    return false; // bytes that are not UTF-8: the answer ("not text"), not a failure
  }
}

/** Whether the leading bytes are what `kind` claims. */
function bytesAre(kind: FileKind, head: Uint8Array): boolean {
  switch (kind) {
    case 'pdf':
      return startsWith(head, PDF);
    case 'xlsx':
    case 'zip':
      return startsWith(head, ZIP);
    case 'txt':
    case 'csv':
      return isPlainText(head);
    default:
      return imageTypeOf(head) === FILE_KINDS[kind].type;
  }
}

export type UploadProblem = 'type' | 'size' | 'empty';

/**
 * The kind of file `name` / `declaredType` / leading bytes are in `scene`, or why not. An empty
 * or generic declared type is taken as "unknown" (the name and bytes still decide); any other
 * declared type must be one the kind allows.
 */
export function judgeUpload(
  scene: UploadScene,
  file: { name: string; declaredType: string; size: number; head: Uint8Array },
  maxSize: number,
): { kind: FileKind } | { problem: UploadProblem } {
  if (file.size <= 0) return { problem: 'empty' };
  const kind = SCENE_KINDS[scene].find((k) => (FILE_KINDS[k].exts as readonly string[]).includes(extOf(file.name)));
  if (!kind) return { problem: 'type' };
  const declared = file.declaredType.split(';')[0].trim().toLowerCase();
  if (declared && declared !== 'application/octet-stream' && !(FILE_KINDS[kind].declared as readonly string[]).includes(declared)) {
    return { problem: 'type' };
  }
  if (file.size > maxSize) return { problem: 'size' };
  if (!bytesAre(kind, file.head) || hasMarkup(file.head)) return { problem: 'type' };
  return { kind };
}

/**
 * A file name safe to send in a Content-Disposition header and to save: no path, no control or
 * quoting characters, at most 100 characters, and the extension of the stored kind.
 */
export function safeFileName(name: string, kind: FileKind): string {
  const base = (name.split(/[\\/]/).pop() ?? '')
    .replace(/\.[A-Za-z0-9]{1,8}$/, '')
    // eslint-disable-next-line no-control-regex -- control characters are what is taken out
    .replace(/[\u0000-\u001f\u007f"*:<>?|;,%\\]/g, '_')
    .trim()
    .slice(0, 100);
  return `${base || 'file'}.${FILE_KINDS[kind].exts[0]}`;
}

const STORED_NAME = /^[a-z0-9]{6,40}\.[a-z0-9]{1,8}$/;
const USER_ID = /^[A-Za-z0-9_-]{1,40}$/;

/**
 * The owner and name of a file this backend stored, from its URL exactly as the bucket handed it
 * out (`/api/v1/oss/files/<userId>/<name>`), or undefined for anything else: another origin
 * (`//evil.example/x`, `/\evil.example/x`), another scheme (`javascript:`), a path that leaves the
 * bucket (`..`, encoded characters), or a query or fragment.
 */
export function storedFileOf(url: unknown): { userId: string; name: string } | undefined {
  if (typeof url !== 'string' || url.length > 200) return undefined;
  const [prefix, rest] = supplierApi.getUploadedFile.path.split(':userId/');
  if (!url.startsWith(prefix) || rest !== ':name') return undefined;
  const [userId, name, ...more] = url.slice(prefix.length).split('/');
  if (more.length || !USER_ID.test(userId ?? '') || !STORED_NAME.test(name ?? '')) return undefined;
  // rebuilt from its parts, the URL must be the same string: nothing else hides in it
  return fillPath(supplierApi.getUploadedFile.path, { userId, name }) === url ? { userId, name } : undefined;
}

export const isStoredFileUrl = (url: unknown): url is string => storedFileOf(url) !== undefined;
