import { randomBytes } from 'crypto';
import type { StsToken, UploadedObject } from '../../../src/types';
import { COMMODITY_LIMITS } from '../../../src/constants/commodity';
import { ApiFailure, invalid, notFound } from '../../_lib/http';
import type { MockDb, UserRecord } from '../types';
import { englishOnly, type Translate } from './messages';
import type { UploadRecord } from './state';

/**
 * The OSS stand-in: GET /api/v1/oss/sts/token hands out a short-lived security token for a key
 * prefix; the multipart POST to `uploadUrl` stores the file in memory; GET `url` serves it back.
 * Scene 'image' (commodity pictures) takes images up to 2 MB, scene 'file' anything up to 5 MB.
 */
export const OSS_BASE = '/api/v1/oss';
export const STS_TTL_MS = 15 * 60_000;
/** uploads kept in memory; the oldest go first */
export const MAX_UPLOADS = 300;
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];
const FILE_MAX_BYTES = 5 * 1024 * 1024;

export type UploadScene = 'image' | 'file';

const EXT: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/gif': 'gif', 'image/webp': 'webp' };

export function issueSts(db: MockDb, user: UserRecord, scene: UploadScene, nowMs: number): StsToken {
  // tokens are not part of the seed: real randomness is fine here
  const securityToken = `sts.${randomBytes(18).toString('base64url')}`;
  const dir = `uploads/${user.id}/`;
  const expiresAt = nowMs + STS_TTL_MS;
  db.supplier.stsGrants[securityToken] = { securityToken, userId: user.id, dir, expiresAt };
  // forget expired grants so the map does not grow
  for (const [k, g] of Object.entries(db.supplier.stsGrants)) if (g.expiresAt < nowMs) delete db.supplier.stsGrants[k];
  return {
    accessKeyId: `STS.mock${user.id}`,
    accessKeySecret: randomBytes(12).toString('hex'),
    securityToken,
    expiration: new Date(expiresAt).toISOString(),
    bucket: 'gt-mock',
    region: 'oss-cn-hangzhou',
    uploadUrl: `${OSS_BASE}/upload`,
    dir,
    maxSize: scene === 'image' ? COMMODITY_LIMITS.imageMaxBytes : FILE_MAX_BYTES,
    allowedTypes: scene === 'image' ? IMAGE_TYPES : [],
  };
}

export interface IncomingFile {
  originalname: string;
  mimetype: string;
  size: number;
  buffer: Buffer;
}

function failure(status: number, code: string, detail: string): ApiFailure {
  return new ApiFailure(status, { title: detail, detail, code });
}

/** Pure checks of one file against a token's limits: the i18n-free reason, or undefined. */
export function uploadProblem(
  file: { mimetype: string; size: number },
  maxSize: number,
  allowedTypes: string[],
): 'type' | 'size' | 'empty' | undefined {
  if (file.size <= 0) return 'empty';
  if (allowedTypes.length && !allowedTypes.includes(file.mimetype)) return 'type';
  if (file.size > maxSize) return 'size';
  return undefined;
}

export function storeUpload(
  db: MockDb,
  securityToken: string | undefined,
  scene: UploadScene,
  file: IncomingFile | undefined,
  nowMs: number,
  t: Translate = englishOnly,
): UploadedObject {
  const grant = securityToken ? db.supplier.stsGrants[securityToken] : undefined;
  if (!grant || grant.expiresAt < nowMs) throw failure(403, 'STS_EXPIRED', t('supplier.refusal.sts.expired'));
  if (!file) throw invalid([{ field: 'file', message: t('supplier.rule.upload.file') }]);
  const maxSize = scene === 'image' ? COMMODITY_LIMITS.imageMaxBytes : FILE_MAX_BYTES;
  const problem = uploadProblem(file, maxSize, scene === 'image' ? IMAGE_TYPES : []);
  if (problem === 'type') throw invalid([{ field: 'file', message: t('supplier.rule.upload.type') }], 'UPLOAD_TYPE');
  if (problem === 'size') {
    const size = `${Math.round(maxSize / 1024 / 1024)} MB`;
    throw invalid(
      [{ field: 'file', message: t(scene === 'image' ? 'supplier.rule.upload.size' : 'supplier.rule.upload.fileSize', { size }) }],
      'UPLOAD_SIZE',
    );
  }
  if (problem === 'empty') throw invalid([{ field: 'file', message: t('supplier.rule.upload.empty') }], 'UPLOAD_EMPTY');
  const ext = EXT[file.mimetype] ?? (/\.([A-Za-z0-9]{1,8})$/.exec(file.originalname)?.[1]?.toLowerCase() || 'bin');
  const name = `${nowMs.toString(36)}${randomBytes(6).toString('hex')}.${ext}`;
  const key = `${grant.dir}${name}`;
  const record: UploadRecord = {
    key,
    name: file.originalname || name,
    contentType: file.mimetype || 'application/octet-stream',
    size: file.size,
    ownerId: grant.userId,
    data: file.buffer,
    uploadedAt: new Date(nowMs).toISOString(),
  };
  db.supplier.uploads[key] = record;
  const keys = Object.keys(db.supplier.uploads);
  if (keys.length > MAX_UPLOADS) keys.slice(0, keys.length - MAX_UPLOADS).forEach((k) => delete db.supplier.uploads[k]);
  return { key, url: `${OSS_BASE}/files/${grant.userId}/${name}`, name: record.name, size: record.size, contentType: record.contentType };
}

export function readUpload(db: MockDb, userId: string, name: string, t: Translate = englishOnly): UploadRecord {
  const record = db.supplier.uploads[`uploads/${userId}/${name}`];
  if (!record) throw notFound(t('supplier.refusal.upload.notFound', { name }));
  return record;
}
