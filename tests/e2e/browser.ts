import { execSync } from 'child_process';
import { existsSync, mkdtempSync, rmSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import puppeteer, { type Browser, type BrowserContext, type Page } from 'puppeteer-core';

export const DEFAULT_CHROMIUM = '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
];

const INSTALL_HINT =
  'Install Debian Chromium and CJK fonts: `sudo apt-get update && sudo apt-get install -y chromium fonts-noto-cjk`, ' +
  'or point PUPPETEER_EXECUTABLE_PATH at a Chrome/Chromium binary.';

/**
 * Finds Chromium: PUPPETEER_EXECUTABLE_PATH, else /usr/bin/chromium. When the default binary is
 * missing and we are root, installs `chromium fonts-noto-cjk` with apt-get; otherwise throws with
 * exactly what to install.
 */
export function ensureChromium(): string {
  const explicit = process.env.PUPPETEER_EXECUTABLE_PATH;
  if (explicit) {
    if (existsSync(explicit)) return explicit;
    throw new Error(`PUPPETEER_EXECUTABLE_PATH=${explicit} does not exist. ${INSTALL_HINT}`);
  }
  if (existsSync(DEFAULT_CHROMIUM)) return DEFAULT_CHROMIUM;
  if (process.getuid?.() === 0) {
    console.log(`[e2e] ${DEFAULT_CHROMIUM} missing: installing chromium fonts-noto-cjk with apt-get`);
    execSync('apt-get update && apt-get install -y chromium fonts-noto-cjk', {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (existsSync(DEFAULT_CHROMIUM)) return DEFAULT_CHROMIUM;
  }
  throw new Error(`Chromium not found at ${DEFAULT_CHROMIUM}. ${INSTALL_HINT}`);
}

const profiles = new WeakMap<Browser, string>();

/** Launches headless Chromium with a fresh temporary profile (removed by closeBrowser). */
export async function launchBrowser(): Promise<Browser> {
  const executablePath = ensureChromium();
  const userDataDir = mkdtempSync(join(tmpdir(), 'gt-e2e-profile-'));
  const browser = await puppeteer.launch({
    executablePath,
    headless: true,
    userDataDir,
    args: CHROMIUM_ARGS,
    defaultViewport: { width: 1366, height: 900 },
  });
  profiles.set(browser, userDataDir);
  return browser;
}

export async function closeBrowser(browser: Browser | undefined): Promise<void> {
  if (!browser) return;
  const dir = profiles.get(browser);
  await browser.close().catch(() => undefined);
  if (dir) rmSync(dir, { recursive: true, force: true });
}

export interface Session {
  browser: Browser;
  context: BrowserContext;
  page: Page;
  /** where Chromium saves this context's downloads (a fresh temporary folder, removed on close) */
  downloadDir: string;
  /** closes the context, and the browser too when this session launched it */
  close(): Promise<void>;
}

/** securitypolicyviolation events seen in this test file's pages and not yet reported. */
const violations: string[] = [];
const VIOLATION = '[securitypolicyviolation]';
/** The violations since the last call: tests/e2e/setupRetry.ts fails the test on any. */
export const takePolicyViolations = (): string[] => violations.splice(0);

/** Every document of `page` (frames too) reports a Content-Security-Policy violation to the test. */
const guarded = new WeakSet<Page>();
async function guardPolicy(page: Page): Promise<void> {
  if (guarded.has(page)) return;
  guarded.add(page);
  page.on('console', (m) => {
    if (m.text().startsWith(VIOLATION)) violations.push(`${page.url()} ${m.text()}`);
  });
  await page.evaluateOnNewDocument((tag: string) => {
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(`${tag} ${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`),
    );
  }, VIOLATION);
}

/**
 * A fresh, isolated browser context (own cookies and storage) for one test file. It connects to the
 * browser globalSetup launched (E2E_WS_ENDPOINT), or launches one of its own.
 */
export async function openSession(): Promise<Session> {
  const ws = process.env.E2E_WS_ENDPOINT;
  const owned = !ws;
  const browser = ws
    ? await puppeteer.connect({ browserWSEndpoint: ws, defaultViewport: { width: 1366, height: 900 } })
    : await launchBrowser();
  const downloadDir = mkdtempSync(join(tmpdir(), 'gt-e2e-downloads-'));
  const context = await browser.createBrowserContext({ downloadBehavior: { policy: 'allow', downloadPath: downloadDir } });
  // pages opened later (a second tab, a popup) are guarded too
  context.on('targetcreated', (t) => {
    // a tab closed before it could be guarded ran nothing to report
    t.page()
      .then((p) => p && guardPolicy(p))
      .catch(() => undefined);
  });
  const page = await context.newPage();
  await guardPolicy(page);
  page.setDefaultTimeout(20_000);
  page.setDefaultNavigationTimeout(30_000);
  return {
    browser,
    context,
    page,
    downloadDir,
    async close() {
      const late = takePolicyViolations();
      await context.close().catch(() => undefined);
      rmSync(downloadDir, { recursive: true, force: true });
      if (owned) await closeBrowser(browser);
      else await browser.disconnect().catch(() => undefined);
      if (late.length) throw new Error(`Content-Security-Policy violations:\n${late.join('\n')}`);
    },
  };
}
