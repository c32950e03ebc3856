/**
 * The user-outcome sweep (`npm run sweep`): each seed user walks every page of the production build
 * and clicks every button and link once. It fails on any page error, unhandled rejection, console
 * error, failed same-origin request (5xx) or a click that causes neither a navigation, a request,
 * a dialog nor a visible change. The report goes to tests/sweep/report.md (git-ignored).
 *
 * SWEEP_USERS=buyer,supplier limits the users; SWEEP_ROUTES=<regex> the route paths;
 * SWEEP_LOCALE=zh_CN walks the Chinese pages (default en).
 */
import { writeFileSync } from 'fs';
import { join } from 'path';
import type { Page } from 'puppeteer-core';
import { routeTable } from '../../config/routes';
import { AppPage, concreteRoutes, openSession, resetBackend, signInViaCookie, type Session } from '../e2e/helpers';
import { changes, collect, dialogOpen, dismiss, mark, watch } from './clickables';

const USERS = (process.env.SWEEP_USERS ?? 'supplier,buyer,trader,newbie,supplier_sub').split(',');
const ROUTE_FILTER = new RegExp(process.env.SWEEP_ROUTES ?? '.');
const LOCALE = process.env.SWEEP_LOCALE ?? 'en';
/** how long a click may take to show that it did something */
const OUTCOME_MS = Number(process.env.SWEEP_OUTCOME_MS ?? 1500);
/** at most this many controls per page (a page with more repeats itself) */
const MAX_PER_PAGE = Number(process.env.SWEEP_MAX_PER_PAGE ?? 40);

interface Finding {
  user: string;
  page: string;
  action: string;
  problem: string;
}

const findings: Finding[] = [];
const stats = { pages: 0, clicks: 0 };
let s: Session;
let app: AppPage;

beforeAll(async () => {
  s = await openSession();
  app = new AppPage(s.page);
  await resetBackend();
});
/** Writes the report as it stands (after every page, so a long walk can be read while it runs). */
function writeReport(): void {
  const lines = [
    `# Sweep report (${LOCALE})`,
    '',
    `${stats.pages} pages, ${stats.clicks} clicks, ${findings.length} findings.`,
    '',
    '| user | page | action | problem |',
    '|---|---|---|---|',
    ...findings.map(
      (f) =>
        `| ${f.user} | ${f.page} | ${f.action.replace(/\|/g, '/')} | ${f.problem.replace(/\|/g, '/').replace(/\n/g, ' ').slice(0, 300)} |`,
    ),
  ];
  writeFileSync(join(__dirname, 'report.md'), `${lines.join('\n')}\n`);
}

afterAll(async () => {
  await s?.close();
  writeReport();
});

/** Errors the page reports while `fn` runs. */
async function capturing<T>(page: Page, fn: () => Promise<T>): Promise<{ value: T; errors: string[]; requests: number }> {
  const errors: string[] = [];
  let requests = 0;
  const onError = (e: unknown) => errors.push(`page error: ${e instanceof Error ? e.message : String(e)}`);
  const onConsole = (m: import('puppeteer-core').ConsoleMessage) => {
    // the fake backend's 4xx answers are part of the flows and the browser logs them; ahooks logs
    // a failed call the pipeline already showed (RequestError): neither is a fault of the page
    if (m.type() === 'error' && !/Failed to load resource: the server responded with a status of 4\d\d|^RequestError: /.test(m.text()))
      errors.push(`console: ${m.text()}`);
  };
  const onResponse = (r: import('puppeteer-core').HTTPResponse) => {
    if (r.status() >= 500 && r.url().startsWith(new URL(page.url()).origin))
      errors.push(`HTTP ${r.status()} ${r.request().method()} ${new URL(r.url()).pathname}`);
  };
  const onRequest = () => {
    requests += 1;
  };
  page.on('pageerror', onError);
  page.on('console', onConsole);
  page.on('response', onResponse);
  page.on('request', onRequest);
  try {
    const value = await fn();
    return { value, errors, requests };
  } finally {
    page.off('pageerror', onError);
    page.off('console', onConsole);
    page.off('response', onResponse);
    page.off('request', onRequest);
  }
}

const settle = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** What has the focus: 'target' for the clicked control, else a description of the element. */
function focused(page: Page): Promise<string> {
  return page
    .evaluate(() => {
      const a = document.activeElement;
      if (!a || a === document.body) return 'body';
      if (a.closest('[data-sweep-target]')) return 'target';
      return `${a.tagName}#${a.id}.${a.className}`;
    })
    .catch(() => 'unknown');
}

/** Clicks one control and reports what it caused. */
async function clickOnce(page: Page, _key: string): Promise<{ outcome: string; errors: string[] }> {
  const before = page.url();
  await watch(page);
  const focusBefore = await focused(page);
  const {
    value: outcome,
    errors,
    requests,
  } = await capturing(page, async () => {
    // a file input opens the system's file dialog: that is the click's outcome
    let chooser = false;
    const choosing = page
      .waitForFileChooser({ timeout: OUTCOME_MS })
      .then((c) => {
        chooser = true;
        return c.cancel();
      })
      .catch(() => undefined); // no file dialog: other outcomes are looked for below
    await page.click('[data-sweep-target]');
    const until = Date.now() + OUTCOME_MS;
    let result = 'nothing';
    while (Date.now() < until) {
      await settle(100);
      if (chooser) result = 'file dialog';
      else if (page.url() !== before) result = 'navigation';
      else if ((await changes(page)) > 0) result = 'change';
      // focus moved elsewhere (e.g. to the field a label or an empty search points at)
      else if ((await focused(page)) !== focusBefore && (await focused(page)) !== 'target') result = 'focus';
      if (result !== 'nothing') break;
    }
    await choosing;
    return result;
  });
  // let late answers of the click land inside the error capture of the next step
  if (outcome !== 'nothing') await settle(250);
  return { outcome: outcome === 'nothing' && requests > 0 ? 'request' : outcome, errors };
}

const here = (page: Page) => new URL(page.url()).pathname + new URL(page.url()).search;

/** Returns to the page under test: history back inside the app (no reload), else a fresh load. */
async function backTo(page: Page, landed: string): Promise<void> {
  await page.evaluate(() => history.back()).catch(() => undefined);
  const until = Date.now() + 2_000;
  while (Date.now() < until && here(page) !== landed) await settle(100);
  if (here(page) !== landed) await app.goto(landed, { timeout: 45_000 }).catch(() => undefined);
  else await settle(300);
}

async function sweepPage(user: string, url: string, clicked: Set<string>, discover: (url: string) => void): Promise<void> {
  const page = s.page;
  const target = `/${LOCALE}${url}`;
  const load = await capturing(page, () => app.goto(target, { timeout: 45_000 }).catch((e: Error) => e));
  if (load.value instanceof Error) {
    findings.push({ user, page: target, action: 'open', problem: load.value.message });
    return;
  }
  stats.pages += 1;
  for (const e of load.errors) findings.push({ user, page: target, action: 'open', problem: e });
  const landed = here(page);
  // a control met again on another page (menu, toolbar, search form) was clicked already
  const sameControl = (key: string) => key.replace(/#\d+$/, '');
  await dismiss(page);
  // a dialog that cannot be closed (SPEC: the profile-completion prompt) leaves only its own controls
  const blocked = await dialogOpen(page);
  const controls = (await collect(page))
    .filter((c) => !blocked || c.modal)
    .filter((c) => !clicked.has(sameControl(c.key)))
    .slice(0, MAX_PER_PAGE);
  for (const c of controls) {
    clicked.add(sameControl(c.key));
    if (here(page) !== landed) await backTo(page, landed);
    // a prompt the page opens by itself (e.g. complete your profile) is closed as a user would
    await dismiss(page);
    const where = await mark(page, c.key);
    if (where === 'gone') continue; // gone after an earlier click changed the page
    if (where !== 'ok') {
      findings.push({ user, page: target, action: c.label, problem: `cannot be clicked: ${where}` });
      continue;
    }
    stats.clicks += 1;
    const { outcome, errors } = await clickOnce(page, c.key).catch((e: Error) => ({
      outcome: `click failed: ${e.message}`,
      errors: [] as string[],
    }));
    if (outcome === 'navigation') discover(here(page));
    for (const e of errors) findings.push({ user, page: target, action: c.label, problem: e });
    if (outcome === 'nothing')
      findings.push({
        user,
        page: target,
        action: c.label,
        problem: 'the click did nothing visible (no navigation, request, dialog or change)',
      });
    else if (outcome.startsWith('click failed')) findings.push({ user, page: target, action: c.label, problem: outcome });
    await dismiss(page);
  }
}

const LOCALE_PREFIX = /^\/(en|zh_CN)(?=\/|$)/;
const ROUTE_PATTERNS = routeTable.map((def) => ({
  def,
  re: new RegExp(`^${def.path.replace(/\/:[A-Za-z]+\?/g, '(?:/[^/]+)?').replace(/:[A-Za-z]+/g, '[^/]+')}/?$`),
}));
/** The route a URL of the app lands on, for routes with parameters (whose sweep URLs are made up). */
function paramRouteOf(url: string): string | undefined {
  const path = url.split('?')[0].replace(LOCALE_PREFIX, '') || '/';
  const hit = ROUTE_PATTERNS.find((r) => r.re.test(path));
  return hit && hit.def.path.includes(':') ? hit.def.path : undefined;
}

const ROUTES = concreteRoutes().filter((r) => !r.transient && !r.anonymous && ROUTE_FILTER.test(r.def.path));

describe.each(USERS)('%s', (user) => {
  test(`walks every page and clicks every control once`, async () => {
    await s.page.goto('about:blank');
    await s.context.deleteCookie(...(await s.context.cookies()));
    await signInViaCookie(s.context, user);
    const clicked = new Set<string>();
    const visited = new Set<string>();
    // pages with parameters are also walked with real values, reached by a click (an order's
    // detail from the list, an article from help): one such URL per route
    const realParams = new Set<string>();
    const queue = ROUTES.map((r) => r.url);
    const discover = (url: string) => {
      const route = paramRouteOf(url);
      if (!route || realParams.has(route)) return;
      realParams.add(route);
      queue.push(url.replace(LOCALE_PREFIX, ''));
    };
    while (queue.length) {
      const url = queue.shift()!;
      if (visited.has(url)) continue;
      visited.add(url);
      await sweepPage(user, url, clicked, discover);
      writeReport();
      process.stdout.write(`[sweep] ${user} ${url}: ${stats.pages} pages, ${stats.clicks} clicks, ${findings.length} findings\n`);
      // the walk may have signed the user out (a revoked session): sign in again for the next page
      if (!(await s.context.cookies()).some((c) => c.name === 'gt_token')) await signInViaCookie(s.context, user);
    }
    const mine = findings.filter((f) => f.user === user);
    if (mine.length)
      throw new Error(`${mine.length} findings for ${user}:\n${mine.map((f) => `- ${f.page} · ${f.action}: ${f.problem}`).join('\n')}`);
  });
});
