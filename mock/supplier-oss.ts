import { supplierApi } from '../src/domain/supplier/endpoints';
import { UPLOAD_SCENES, type UploadScene } from '../src/domain/supplier/oss';
import { now } from './_db/clock';
import { getDb } from './_db/store';
import { incomingFile, issueSts, readUpload, storeUpload, translate, userCall } from './_db/supplier';
import { handlers, route } from './_lib/handlers';
import { oneOf } from './_lib/choices';
import { created } from './_lib/http';
import type { Json } from './_lib/input';

/**
 * OSS stand-in (SPEC §7 GET /api/v1/oss/sts/token): the token, the multipart upload it allows
 * (fields securityToken, scene, file) and the uploaded objects served back by URL.
 */
/** `attachment` with an ASCII fallback name and the real one in RFC 5987 form. */
const attachmentOf = (name: string): string =>
  `attachment; filename="${name.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

/** The scene asked for: 'image' when none is named, a 400 on the field for one that does not exist. */
const sceneOf = (input: Json): UploadScene => oneOf(input, 'scene', UPLOAD_SCENES) ?? 'image';

export default handlers({
  ...route(supplierApi.getStsToken, ({ req, query }) => {
    const call = userCall(req);
    return issueSts(call.db, call.operator, sceneOf(query), call.nowMs);
  }),
  /** The bucket: no bearer token, the security token of the form authorises the upload. */
  ...route(supplierApi.uploadFile, ({ req, body }) => {
    const file = incomingFile('files' in req ? req.files : undefined, 'file');
    const token = typeof body.securityToken === 'string' ? body.securityToken : undefined;
    return created(storeUpload(getDb(), token, sceneOf(body), file, now(), translate(req)));
  }),
  /**
   * Public like an OSS bucket URL: images appear in <img> tags without a bearer header. Served on
   * the console's own origin, a stored file must never run as it: no sniffing, a sandbox with no
   * script, and anything but an image saved rather than shown.
   */
  ...route(supplierApi.getUploadedFile, ({ req, res, params }) => {
    const file = readUpload(getDb(), params.userId, params.name, translate(req));
    res.status(200);
    res.setHeader('Content-Type', file.contentType);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Content-Security-Policy', "sandbox; default-src 'none'");
    if (!file.image) res.setHeader('Content-Disposition', attachmentOf(file.name));
    res.setHeader('Content-Length', String(file.size));
    res.setHeader('Cache-Control', 'public, max-age=86400');
    res.end(file.data);
  }),
});
