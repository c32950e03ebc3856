/**
 * Open-redirect payloads: targets that must never be followed from the continue URL, a `next`
 * parameter or an error's REDIRECT action. Browsers drop tabs and line breaks and read '\' as '/'
 * in http(s) URLs, which is what most of these lean on.
 */
export const FOREIGN_TARGETS: string[] = [
  '//evil.example',
  '//evil.example/x',
  '///evil.example',
  '////evil.example/x',
  '/\\evil.example',
  '/\\/evil.example',
  '\\\\evil.example',
  '\\/evil.example',
  '/\t/evil.example',
  '/\r/evil.example',
  '/\n/evil.example',
  '/\t\\evil.example',
  '/\r\n/evil.example',
  '\t//evil.example',
  ' //evil.example',
  'https://evil.example',
  'http://evil.example/path',
  'HTTPS://evil.example',
  '//localhost@evil.example',
  '/\\localhost@evil.example',
  'https:evil.example',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'evil.example',
  '',
];

/** Same-origin paths that must keep working. */
export const OWN_PATHS: string[] = [
  '/',
  '/order/sold',
  '/en/order/sold?tab=1#top',
  '/zh_CN/profile/funds',
  '/demand?keyword=%2F%2Fx',
  '/a/b/../c',
];
