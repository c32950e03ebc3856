import { randomBytes } from 'crypto';
import { urlOf } from '../../../src/domain/endpoint';
import { supplierApi } from '../../../src/domain/supplier/endpoints';
import { UPLOAD_LIMITS } from '../../../src/domain/supplier/rules';
import { extsOf, FILE_KINDS, judgeUpload, safeFileName, SNIFF_BYTES, typesOf, type FileKind } from '../../../src/domain/supplier/uploads';
import type { StsToken, UploadedObject, UploadScene } from '../../../src/types';
import { iso, MINUTE_MS } from '../../_lib/dates';
import { ApiFailure, invalid, notFound } from '../../_lib/http';
import { isObject } from '../../_lib/input';
import type { MockDb, UserRecord } from '../types';
import { englishOnly, type Translate } from './messages';
import type { UploadRecord } from './state';

/**
 * The OSS stand-in: GET /api/v1/oss/sts/token hands out a short-lived security token for a key
 * prefix; the multipart POST to `uploadUrl` stores the file in memory; GET `url` serves it back.
 * Scene 'image' (commodity pictures) takes images up to 2 MB, scene 'file' (delivery and document
 * files) images, pdf, txt, csv, xlsx and zip up to 5 MB (UPLOAD_LIMITS, SCENE_KINDS), each judged
 * by its bytes too. What is served back can never run as the console: nosniff, a sandboxing
 * policy, and anything but an image as a download.
 */
export const STS_TTL_MS = 15 * MINUTE_MS;
/** uploads kept in memory; the oldest go first */
export const MAX_UPLOADS = 300;

const maxSizeOf = (scene: UploadScene): number => (scene === 'image' ? UPLOAD_LIMITS.imageMaxBytes : UPLOAD_LIMITS.fileMaxBytes);

export function issueSts(db: MockDb, user: UserRecord, scene: UploadScene, nowMs: number): StsToken {
  // tokens are not part of the seed: real randomness is fine here
  const securityToken = `sts.${randomBytes(18).toString('base64url')}`;
  const dir = `uploads/${user.id}/`;
  const expiresAt = nowMs + STS_TTL_MS;
  db.supplier.stsGrants[securityToken] = { securityToken, userId: user.id, dir, expiresAt, scene };
  // forget expired grants so the map does not grow
  for (const [k, g] of Object.entries(db.supplier.stsGrants)) if (g.expiresAt < nowMs) delete db.supplier.stsGrants[k];
  return {
    accessKeyId: `STS.mock${user.id}`,
    accessKeySecret: randomBytes(12).toString('hex'),
    securityToken,
    expiration: iso(expiresAt),
    bucket: 'gt-mock',
    region: 'oss-cn-hangzhou',
    uploadUrl: urlOf(supplierApi.uploadFile),
    dir,
    maxSize: maxSizeOf(scene),
    allowedTypes: typesOf(scene),
  };
}

export interface IncomingFile {
  originalname: string;
  mimetype: string;
  size: number;
  buffer: Buffer;
}

/** The file of a multipart field as the body parser (multer) lists it on `req.files`. */
export function incomingFile(files: unknown, field: string): IncomingFile | undefined {
  if (!Array.isArray(files)) return undefined;
  const f: unknown = files.find((x: unknown) => isObject(x) && x.fieldname === field);
  if (!isObject(f) || !Buffer.isBuffer(f.buffer) || typeof f.size !== 'number') return undefined;
  return {
    originalname: typeof f.originalname === 'string' ? f.originalname : '',
    mimetype: typeof f.mimetype === 'string' ? f.mimetype : '',
    size: f.size,
    buffer: f.buffer,
  };
}

/** A refused credential names the form field that carries it. */
function refusedToken(code: string, detail: string): ApiFailure {
  return new ApiFailure(403, { title: detail, detail, code, violations: [{ field: 'securityToken', message: detail }] });
}

/** Pure checks of one file against a scene's allow-list and size: its kind, or the i18n-free reason. */
export function uploadProblem(file: IncomingFile, scene: UploadScene): { kind: FileKind } | { problem: 'type' | 'size' | 'empty' } {
  return judgeUpload(
    scene,
    { name: file.originalname, declaredType: file.mimetype, size: file.size, head: file.buffer.subarray(0, SNIFF_BYTES) },
    maxSizeOf(scene),
  );
}

export function storeUpload(
  db: MockDb,
  securityToken: string | undefined,
  scene: UploadScene,
  file: IncomingFile | undefined,
  nowMs: number,
  t: Translate = englishOnly,
): UploadedObject {
  // The file is checked before the credential. Its limits are public (every token states them and
  // the console applies them before sending), so answering them first tells a sender without a
  // token nothing new; the bytes are already read (multer) so it costs nothing either. The other
  // order hid a wrong file behind "token expired": the one fault a fresh token cannot cure, and
  // the one the user must be told. The bucket has no session: its credential is the token, and a
  // refused token answers 403, not 401, which the console would take for its session ending.
  if (!file) throw invalid([{ field: 'file', message: t('supplier.rule.upload.file') }]);
  const maxSize = maxSizeOf(scene);
  const judged = uploadProblem(file, scene);
  const problem = 'problem' in judged ? judged.problem : undefined;
  if (problem === 'type') {
    const message = scene === 'image' ? t('supplier.rule.upload.type') : t('supplier.rule.upload.fileType', { types: extsOf(scene) });
    throw invalid([{ field: 'file', message }], 'UPLOAD_TYPE');
  }
  if (problem === 'size') {
    const size = `${Math.round(maxSize / 1024 / 1024)} MB`;
    throw invalid(
      [{ field: 'file', message: t(scene === 'image' ? 'supplier.rule.upload.size' : 'supplier.rule.upload.fileSize', { size }) }],
      'UPLOAD_SIZE',
    );
  }
  if (problem === 'empty') throw invalid([{ field: 'file', message: t('supplier.rule.upload.empty') }], 'UPLOAD_EMPTY');
  const grant = securityToken ? db.supplier.stsGrants[securityToken] : undefined;
  if (!grant || grant.expiresAt < nowMs) throw refusedToken('STS_EXPIRED', t('server.supplier.sts.expired'));
  // an image token must not open the 'file' scene, which takes any type
  if (grant.scene !== scene) throw refusedToken('STS_SCENE', t('server.supplier.sts.scene'));
  if (!('kind' in judged)) throw invalid([{ field: 'file', message: t('supplier.rule.upload.file') }]);
  // the stored name, type and extension are the kind's, never the uploader's
  const kind = judged.kind;
  const name = `${nowMs.toString(36)}${randomBytes(6).toString('hex')}.${FILE_KINDS[kind].exts[0]}`;
  const key = `${grant.dir}${name}`;
  const record: UploadRecord = {
    key,
    name: safeFileName(file.originalname, kind),
    contentType: FILE_KINDS[kind].type,
    image: FILE_KINDS[kind].image,
    size: file.size,
    ownerId: grant.userId,
    data: file.buffer,
    uploadedAt: iso(nowMs),
  };
  db.supplier.uploads[key] = record;
  const keys = Object.keys(db.supplier.uploads);
  if (keys.length > MAX_UPLOADS) keys.slice(0, keys.length - MAX_UPLOADS).forEach((k) => delete db.supplier.uploads[k]);
  const url = urlOf(supplierApi.getUploadedFile, { userId: grant.userId, name });
  return { key, url, name: record.name, size: record.size, contentType: record.contentType };
}

export function readUpload(db: MockDb, userId: string, name: string, t: Translate = englishOnly): UploadRecord {
  const record = db.supplier.uploads[`uploads/${userId}/${name}`];
  if (!record) throw notFound(t('server.supplier.upload.notFound', { name }));
  return record;
}
