import { AUTH_FLAG_HEADER } from '@/constants/api';
import type { StsToken, UploadedObject } from '@/types';
import { composeErrorMessage, parseApiError } from '@/utils/requestPolicy';

export interface UploadHandle {
  promise: Promise<UploadedObject>;
  abort: () => void;
}

export class UploadError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'UploadError';
  }
}

/**
 * Posts one file to the bucket with the STS token's fields (as services/oss.ts uploadFile does),
 * over XMLHttpRequest because fetch cannot report upload progress. The bucket is another service:
 * no bearer token goes there.
 */
export function xhrUpload(file: File, token: StsToken, scene: string, onProgress: (percent: number) => void): UploadHandle {
  const xhr = new XMLHttpRequest();
  const promise = new Promise<UploadedObject>((resolve, reject) => {
    const form = new FormData();
    form.append('securityToken', token.securityToken);
    form.append('scene', scene);
    form.append('key', `${token.dir}${file.name}`);
    form.append('file', file);
    xhr.open('POST', token.uploadUrl);
    xhr.setRequestHeader(AUTH_FLAG_HEADER, '1');
    xhr.responseType = 'json';
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.min(99, Math.round((e.loaded / e.total) * 100)));
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(100);
        resolve(xhr.response as UploadedObject);
      } else {
        const text = composeErrorMessage(parseApiError(xhr.response)) ?? `HTTP ${xhr.status}`;
        reject(new UploadError(text, xhr.status));
      }
    };
    xhr.onerror = () => reject(new UploadError('network', 0));
    xhr.onabort = () => reject(new UploadError('aborted', 0));
    xhr.send(form);
  });
  return { promise, abort: () => xhr.abort() };
}
