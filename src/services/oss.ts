import { AUTH_FLAG_HEADER } from '@/constants/api';
import { supplierApi } from '@/domain/supplier/endpoints';
import { judgeUpload, maxSizeOf, SNIFF_BYTES, type UploadProblem } from '@/domain/supplier/uploads';
import type { StsToken, UploadedObject, UploadScene } from '@/types';
import { call, post } from '@/utils/request';
import { xhrUpload, type UploadHandle } from './xhrUpload';

/**
 * Uploads through temporary OSS credentials (SPEC §7 GET /api/v1/oss/sts/token): ask for a token,
 * then post the file with it to the token's upload URL. Generic: scene 'image' (pictures, 2 MB)
 * or 'file' (any type, 5 MB). A token is reused until shortly before it expires.
 */
export type { UploadScene };
/** The check before sending is the rule the bucket applies (src/domain/supplier/rules.ts). */
export { fileProblem } from '@/domain/supplier/rules';

export function getStsToken(scene: UploadScene = 'image'): Promise<StsToken> {
  return call(supplierApi.getStsToken, { params: { scene } });
}

const cache = new Map<UploadScene, StsToken>();
const MARGIN_MS = 60_000;

async function tokenFor(scene: UploadScene): Promise<StsToken> {
  const t = cache.get(scene);
  if (t && Date.parse(t.expiration) - MARGIN_MS > Date.now()) return t;
  const fresh = await getStsToken(scene);
  cache.set(scene, fresh);
  return fresh;
}

/** What the bucket answers, as the fake backend's stand-in declares it (supplierApi.uploadFile). */
type Uploaded = NonNullable<(typeof supplierApi.uploadFile)['shape']>['res'];

export async function uploadFile(file: File, scene: UploadScene = 'image'): Promise<UploadedObject> {
  const token = await tokenFor(scene);
  const form = new FormData();
  form.append('securityToken', token.securityToken);
  form.append('scene', scene);
  form.append('key', `${token.dir}${file.name}`);
  form.append('file', file);
  // the bucket is another service: the token names its address, and no bearer token goes there
  return post<Uploaded>(token.uploadUrl, form, { headers: { [AUTH_FLAG_HEADER]: '1' } });
}

/**
 * Why the bucket would refuse `file` in `scene`, judged here before sending by the same rule
 * (name, declared type, size and leading bytes), or undefined when it may go.
 */
export async function uploadProblemOf(file: File, scene: UploadScene): Promise<UploadProblem | undefined> {
  const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
  const judged = judgeUpload(scene, { name: file.name, declaredType: file.type, size: file.size, head }, maxSizeOf(scene));
  return 'problem' in judged ? judged.problem : undefined;
}

/** Like uploadFile, with progress (XMLHttpRequest) and a way to cancel. */
export async function uploadWithProgress(file: File, scene: UploadScene, onProgress: (percent: number) => void): Promise<UploadHandle> {
  return xhrUpload(file, await tokenFor(scene), scene, onProgress);
}

/** Forgets cached tokens (after sign-out, or when the server refused one). */
export function clearStsTokens(): void {
  cache.clear();
}
