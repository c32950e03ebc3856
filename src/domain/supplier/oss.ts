/**
 * Temporary upload credentials (GET /api/v1/oss/sts/token) and the uploaded object. The client
 * posts the file with these fields to `uploadUrl`; the object is then served at its `url`.
 */
export interface StsToken {
  accessKeyId: string;
  accessKeySecret: string;
  securityToken: string;
  /** ISO instant */
  expiration: string;
  bucket: string;
  region: string;
  /** where the multipart POST goes */
  uploadUrl: string;
  /** key prefix the token allows */
  dir: string;
  /** bytes */
  maxSize: number;
  /** MIME types accepted, e.g. image/png */
  allowedTypes: string[];
}

export interface UploadedObject {
  key: string;
  url: string;
  name: string;
  size: number;
  contentType: string;
}

/** What an upload is for: 'image' (pictures, limited types and size) or 'file' (any type). */
export const UPLOAD_SCENES = ['image', 'file'] as const;
export type UploadScene = (typeof UPLOAD_SCENES)[number];

/** The text fields of the multipart upload; the file itself goes as `file`. */
export interface UploadFields {
  securityToken: string;
  scene: UploadScene;
  /** dir of the token + file name */
  key: string;
}
