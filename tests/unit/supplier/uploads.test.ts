import { isWebUrl } from '@/domain/dev/rules';
import { acceptOf, hasMarkup, isStoredFileUrl, judgeUpload, safeFileName, storedFileOf } from '@/domain/supplier/uploads';

const bytes = (...parts: Array<string | number[]>) =>
  Uint8Array.from(parts.flatMap((p) => (typeof p === 'string' ? [...Buffer.from(p, 'latin1')] : p)));
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const MB = 1024 * 1024;
const judge = (scene: 'image' | 'file', name: string, declaredType: string, head: Uint8Array) =>
  judgeUpload(scene, { name, declaredType, size: head.length || 1, head }, 5 * MB);

describe('upload allow-lists, by name, declared type and leading bytes', () => {
  it('takes what each scene allows when the bytes agree', () => {
    expect(judge('image', 'a.png', 'image/png', bytes(PNG, 'x'))).toEqual({ kind: 'png' });
    expect(judge('image', 'A.JPG', 'image/jpeg', bytes([0xff, 0xd8, 0xff, 0xe0]))).toEqual({ kind: 'jpeg' });
    expect(judge('file', 'receipt.pdf', 'application/pdf', bytes('%PDF-1.7\n1 0 obj <<>>'))).toEqual({ kind: 'pdf' });
    expect(judge('file', 'notes.txt', 'text/plain', bytes('Gold delivered 收到'))).toEqual({ kind: 'txt' });
    expect(judge('file', 'rows.csv', 'application/vnd.ms-excel', bytes('a,b\n1,2\n'))).toEqual({ kind: 'csv' });
    expect(judge('file', 'sheet.xlsx', '', bytes('PK\x03\x04rest'))).toEqual({ kind: 'xlsx' });
    expect(judge('file', 'all.zip', 'application/octet-stream', bytes('PK\x03\x04rest'))).toEqual({ kind: 'zip' });
  });

  it('refuses markup in every disguise, and any type off the list', () => {
    const refused = { problem: 'type' };
    // an HTML page as itself, renamed .png, and inside a PDF (a polyglot)
    expect(judge('file', 'x.html', 'text/html', bytes('<html><script>1</script>'))).toEqual(refused);
    expect(judge('file', 'x.png', 'image/png', bytes('<html><script>1</script>'))).toEqual(refused);
    expect(judge('file', 'x.pdf', 'application/pdf', bytes('%PDF-1.4\n<html><body><script>x()</script>'))).toEqual(refused);
    // an SVG with a script: not on any list, not even named .png or sent as text
    expect(judge('file', 'x.svg', 'image/svg+xml', bytes('<svg onload="x()"/>'))).toEqual(refused);
    expect(judge('file', 'x.txt', 'text/plain', bytes('hello <svg onload="x()"/>'))).toEqual(refused);
    // a PNG header followed by markup, and UTF-16 markup
    expect(judge('image', 'x.png', 'image/png', bytes(PNG, '<script>x()</script>'))).toEqual(refused);
    expect(hasMarkup(bytes([0x3c, 0, 0x68, 0, 0x74, 0, 0x6d, 0, 0x6c, 0]))).toBe(true);
    // the declared type must fit the name, and binary is not text
    expect(judge('file', 'a.pdf', 'text/html', bytes('%PDF-1.7'))).toEqual(refused);
    expect(judge('file', 'a.txt', 'text/plain', bytes([0x4d, 0x5a, 0x00, 0x01]))).toEqual(refused);
    expect(judge('image', 'a.pdf', 'application/pdf', bytes('%PDF-1.7'))).toEqual(refused);
    expect(judge('file', 'noext', '', bytes('%PDF-1.7'))).toEqual(refused);
  });

  it('refuses empty and oversized files by size', () => {
    expect(judgeUpload('file', { name: 'a.txt', declaredType: 'text/plain', size: 0, head: bytes('') }, MB)).toEqual({ problem: 'empty' });
    expect(judgeUpload('file', { name: 'a.txt', declaredType: 'text/plain', size: MB + 1, head: bytes('a') }, MB)).toEqual({
      problem: 'size',
    });
  });

  it('names a stored file safely, and lists what the control accepts', () => {
    expect(safeFileName('../../evil"; x=<b>.html.pdf', 'pdf')).toBe('evil__ x=_b_.html.pdf');
    expect(safeFileName('', 'png')).toBe('file.png');
    expect(acceptOf('image')).toBe('.png,.jpg,.jpeg,.gif,.webp');
  });
});

describe('stored file URLs', () => {
  it('takes only a bucket URL exactly as handed out', () => {
    expect(storedFileOf('/api/v1/oss/files/10002/mh3k2abc123def.pdf')).toEqual({ userId: '10002', name: 'mh3k2abc123def.pdf' });
    for (const url of [
      '//evil.example/x',
      '/\t/evil.example/x',
      '/\\evil.example/x',
      'javascript:alert(1)',
      'https://evil.example/api/v1/oss/files/10002/abcdef12.png',
      '/api/v1/oss/files/10002/../../../x.png',
      '/api/v1/oss/files/10002/abcdef12.png?x=1',
      '/api/v1/oss/files/10002/abcdef12.png#x',
      '/api/v1/oss/files/10002/sub/abcdef12.png',
      '/api/v1/oss/files/10%2f02/abcdef12.png',
      ' /api/v1/oss/files/10002/abcdef12.png',
    ]) {
      expect(isStoredFileUrl(url)).toBe(false);
    }
    expect(isStoredFileUrl(undefined)).toBe(false);
  });

  it('the OAuth2 tester takes absolute http(s) URLs only', () => {
    expect(isWebUrl('https://id.example/authorize')).toBe(true);
    expect(isWebUrl('http://localhost:8000/oauth2/token')).toBe(true);
    for (const url of ['javascript:alert(1)', ' javascript:alert(1)', 'JaVaScRiPt:x', 'data:text/html,x', '/oauth2/authorize', '']) {
      expect(isWebUrl(url)).toBe(false);
    }
  });
});
