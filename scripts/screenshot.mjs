#!/usr/bin/env node
// Screenshots pages of a running console for a visual check:
//   node scripts/screenshot.mjs [--user buyer] [--base http://localhost:8000] /path [/other …]
// PNGs go to tests/e2e/screenshots/ (git-ignored).
import { mkdirSync } from 'fs';
import { mkdtempSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import puppeteer from 'puppeteer-core';
import { sessionCookie } from './bench/session.mjs';

const args = process.argv.slice(2);
const opt = (name, def) => {
  const i = args.indexOf(`--${name}`);
  if (i < 0) return def;
  const v = args[i + 1];
  args.splice(i, 2);
  return v;
};
const base = opt('base', 'http://localhost:8000');
const user = opt('user', '');
const width = Number(opt('width', '1440'));
const out = join(process.cwd(), 'tests/e2e/screenshots');
mkdirSync(out, { recursive: true });

const browser = await puppeteer.launch({
  executablePath: process.env.PUPPETEER_EXECUTABLE_PATH || '/usr/bin/chromium',
  headless: true,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-dev-shm-usage',
    `--user-data-dir=${mkdtempSync(join(tmpdir(), 'shot-'))}`,
  ],
});
try {
  const page = await browser.newPage();
  await page.setViewport({ width, height: 900 });
  if (user) {
    const res = await fetch(`${base}/api/v1/usercenter/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-auth-flag': '1' },
      body: JSON.stringify({ username: user, password: 'Passw0rd!', credentialType: 'password' }),
    });
    const t = await res.json();
    await page.setCookie(sessionCookie(base, t));
  }
  for (const p of args) {
    await page.goto(base + p, { waitUntil: 'networkidle0', timeout: 60000 });
    const file = join(out, `${user || 'anon'}${p.replace(/[^a-zA-Z0-9]+/g, '_')}.png`);
    await page.screenshot({ path: file, fullPage: true });
    console.log(file);
  }
} finally {
  await browser.close();
}
