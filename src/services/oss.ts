import { AUTH_FLAG_HEADER } from '@/constants/api';
import type { StsToken, UploadedObject } from '@/types';
import { request } from '@/utils/request';

/**
 * Uploads through temporary OSS credentials (SPEC §7 GET /api/v1/oss/sts/token): ask for a token,
 * then post the file with it to the token's upload URL. Generic: scene 'image' (pictures, 2 MB)
 * or 'file' (any type, 5 MB). A token is reused until shortly before it expires.
 */
export type UploadScene = 'image' | 'file';

export function getStsToken(scene: UploadScene = 'image'): Promise<StsToken> {
  return request<StsToken>('/api/v1/oss/sts/token', { params: { scene } });
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

/** What is wrong with a file before it is sent, against the token's limits. */
export function fileProblem(
  file: { type: string; size: number },
  token: Pick<StsToken, 'maxSize' | 'allowedTypes'>,
): 'type' | 'size' | undefined {
  if (token.allowedTypes.length && !token.allowedTypes.includes(file.type)) return 'type';
  if (file.size > token.maxSize) return 'size';
  return undefined;
}

export async function uploadFile(file: File, scene: UploadScene = 'image'): Promise<UploadedObject> {
  const token = await tokenFor(scene);
  const form = new FormData();
  form.append('securityToken', token.securityToken);
  form.append('scene', scene);
  form.append('key', `${token.dir}${file.name}`);
  form.append('file', file);
  // the bucket is another service: no bearer token goes there
  return request<UploadedObject>(token.uploadUrl, { method: 'POST', data: form, headers: { [AUTH_FLAG_HEADER]: '1' } });
}

/** Forgets cached tokens (after sign-out, or when the server refused one). */
export function clearStsTokens(): void {
  cache.clear();
}
