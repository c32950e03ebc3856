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
