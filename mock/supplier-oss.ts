import { issueSts, OSS_BASE, readUpload, storeUpload, type IncomingFile, type UploadScene } from './_db/supplier/oss';
import { translate, userCall } from './_db/supplier/request';
import { handlers } from './_lib/handlers';
import { created } from './_lib/http';
import { bodyOf, str } from './_lib/input';
import { now } from './_db/clock';
import { getDb } from './_db/store';

/**
 * OSS stand-in (SPEC §7 GET /api/v1/oss/sts/token): the token, the multipart upload it allows
 * (fields securityToken, scene, file) and the uploaded objects served back by URL.
 */
const sceneOf = (v: unknown): UploadScene => (v === 'file' ? 'file' : 'image');

export default handlers({
  [`GET ${OSS_BASE}/sts/token`]: (req) => {
    const call = userCall(req);
    return issueSts(call.db, call.operator, sceneOf(req.query?.scene), call.nowMs);
  },
  [`POST ${OSS_BASE}/upload`]: (req) => {
    const body = bodyOf(req);
    const files: unknown = (req as unknown as { files?: unknown }).files;
    const file = Array.isArray(files)
      ? (files.find((f: { fieldname?: string }) => f.fieldname === 'file') as IncomingFile | undefined)
      : undefined;
    return created(storeUpload(getDb(), str(body, 'securityToken'), sceneOf(body.scene), file, now(), translate(req)));
  },
  /** Public like an OSS bucket URL: images appear in <img> tags without a bearer header. */
  [`GET ${OSS_BASE}/files/:userId/:name`]: (req, res) => {
    const file = readUpload(getDb(), String(req.params.userId), String(req.params.name), translate(req));
    res.status(200);
    res.setHeader('Content-Type', file.contentType);
    res.setHeader('Content-Length', String(file.size));
    res.setHeader('Cache-Control', 'public, max-age=86400');
    res.end(file.data);
  },
});
