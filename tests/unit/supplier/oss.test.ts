import { SEED_IDS } from '../../../mock/_db/seed/users';
import { issueSts, readUpload, storeUpload, uploadProblem } from '../../../mock/_db/supplier/oss';
import { fileProblem } from '@/services/oss';
import { failureOf } from '../mock/failure';
import { freshDbPerTest, getDb } from './db';

freshDbPerTest();

const NOW = Date.now();
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** PNG bytes as far as the signature, then filler */
const png = (size = 68) => ({
  originalname: 'a.png',
  mimetype: 'image/png',
  size,
  buffer: Buffer.concat([PNG_SIGNATURE, Buffer.alloc(size - PNG_SIGNATURE.length, 1)]),
});

describe('OSS stand-in', () => {
  it('stores a file uploaded with a live token and serves it back by its URL', () => {
    const db = getDb();
    const token = issueSts(db, db.users[SEED_IDS.supplier], 'image', NOW);
    expect(token).toMatchObject({ uploadUrl: '/api/v1/oss/upload', dir: `uploads/${SEED_IDS.supplier}/`, maxSize: 2 * 1024 * 1024 });
    const obj = storeUpload(db, token.securityToken, 'image', png(), NOW);
    expect(obj.url).toMatch(new RegExp(`^/api/v1/oss/files/${SEED_IDS.supplier}/[a-z0-9]+\\.png$`));
    const name = obj.url.split('/').pop()!;
    expect(readUpload(db, SEED_IDS.supplier, name).data.equals(png().buffer)).toBe(true);
  });

  it('refuses expired or unknown tokens, wrong types and oversized files', () => {
    const db = getDb();
    const token = issueSts(db, db.users[SEED_IDS.supplier], 'image', NOW);
    expect(failureOf(() => storeUpload(db, 'sts.nope', 'image', png(), NOW)).status).toBe(403);
    expect(failureOf(() => storeUpload(db, token.securityToken, 'image', png(), NOW + 16 * 60_000)).body.code).toBe('STS_EXPIRED');
    expect(failureOf(() => storeUpload(db, token.securityToken, 'image', { ...png(), mimetype: 'application/pdf' }, NOW)).body.code).toBe(
      'UPLOAD_TYPE',
    );
    expect(failureOf(() => storeUpload(db, token.securityToken, 'image', png(3 * 1024 * 1024), NOW)).body.code).toBe('UPLOAD_SIZE');
    // an executable renamed .png is refused by its bytes
    const exe = { ...png(), originalname: 'a.png', buffer: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(66)]) };
    expect(failureOf(() => storeUpload(db, token.securityToken, 'image', exe, NOW)).body.code).toBe('UPLOAD_TYPE');
    // scene 'file' (deliveries, documents) takes a PDF that is one, and not PNG bytes named .pdf
    const fileToken = issueSts(db, db.users[SEED_IDS.buyer], 'file', NOW);
    const pdfBytes = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\n');
    const realPdf = { originalname: 'x.pdf', mimetype: 'application/pdf', size: pdfBytes.length, buffer: pdfBytes };
    expect(storeUpload(db, fileToken.securityToken, 'file', realPdf, NOW).url).toMatch(/\.pdf$/);
    expect(
      failureOf(() =>
        storeUpload(db, fileToken.securityToken, 'file', { ...png(), mimetype: 'application/pdf', originalname: 'x.pdf' }, NOW),
      ).body.code,
    ).toBe('UPLOAD_TYPE');
  });

  it('checks the file before the credential: a wrong file gets its own 400 whatever the token', () => {
    const db = getDb();
    const pdf = { ...png(), mimetype: 'application/pdf' };
    for (const token of [undefined, 'sts.nope']) {
      expect(failureOf(() => storeUpload(db, token, 'image', pdf, NOW)).body).toMatchObject({ code: 'UPLOAD_TYPE', status: 400 });
      expect(failureOf(() => storeUpload(db, token, 'image', png(3 * 1024 * 1024), NOW)).body).toMatchObject({ code: 'UPLOAD_SIZE' });
      expect(failureOf(() => storeUpload(db, token, 'image', undefined, NOW)).body.violations).toEqual([
        { field: 'file', message: 'No file was uploaded' },
      ]);
    }
    // a good file then meets the credential, and an image token opens only the image scene
    expect(failureOf(() => storeUpload(db, undefined, 'image', png(), NOW)).body).toMatchObject({ code: 'STS_EXPIRED', status: 403 });
    const imageToken = issueSts(db, db.users[SEED_IDS.supplier], 'image', NOW);
    expect(failureOf(() => storeUpload(db, imageToken.securityToken, 'file', png(), NOW)).body).toMatchObject({
      code: 'STS_SCENE',
      status: 403,
    });
  });

  it('the client checks a file against the token before sending it', () => {
    const limits = { maxSize: 100, allowedTypes: ['image/png'] };
    expect(fileProblem({ type: 'image/png', size: 100 }, limits)).toBeUndefined();
    expect(fileProblem({ type: 'image/gif', size: 1 }, limits)).toBe('type');
    expect(fileProblem({ type: 'image/png', size: 101 }, limits)).toBe('size');
    expect(uploadProblem({ ...png(), size: 0 }, 'image')).toEqual({ problem: 'empty' });
  });
});
