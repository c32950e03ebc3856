/**
 * In-page part of the sweep: finds what a user can click and names each thing by what the user
 * sees (role, text, label, link), so it can be found again after the page re-renders.
 */
import type { Page } from 'puppeteer-core';

export interface Clickable {
  /** stable name: role | text | label | href, plus an ordinal among equal names */
  key: string;
  /** part of the layout (menu, header) rather than the page: clicked once per user */
  layout: boolean;
  /** inside an open dialog */
  modal: boolean;
  href: string;
  label: string;
}

interface Named {
  el: Element;
  key: string;
  layout: boolean;
  modal: boolean;
  href: string;
  label: string;
  skip: boolean;
}

/**
 * Installs window.__sweepList(): every visible control of the page in document order, named. Table
 * rows past the first, pager items past the second and links that leave the console (other origin,
 * new tab, downloads, logout, the locale switch) are marked skip: they repeat what was clicked or
 * end the walk.
 */
function install(page: Page): Promise<void> {
  return page.evaluate(() => {
    const SELECTOR =
      'button, a[href], [role="button"], [role="tab"], [role="menuitem"], [role="switch"], [role="checkbox"], .ant-select-selector, .ant-picker';
    const visible = (el: Element) => {
      const r = el.getBoundingClientRect();
      if (r.width < 2 || r.height < 2) return false;
      const st = getComputedStyle(el);
      return st.visibility !== 'hidden' && st.display !== 'none' && Number(st.opacity) > 0.05;
    };
    (window as unknown as { __sweepList: () => Named[] }).__sweepList = () => {
      const seen = new Map<string, number>();
      const out: Named[] = [];
      for (const el of Array.from(document.querySelectorAll(SELECTOR))) {
        if (!visible(el)) continue;
        // a control nested in another control is clicked through its parent
        if (el.parentElement?.closest(SELECTOR) && !el.matches('[role="tab"], [role="menuitem"]')) continue;
        const a = el.closest('a');
        const rawHref = a?.getAttribute('href') ?? '';
        let href = '';
        let foreign = false;
        if (rawHref && !rawHref.startsWith('#') && !rawHref.startsWith('javascript:')) {
          const u = new URL(rawHref, location.href);
          foreign = u.origin !== location.origin;
          href = u.pathname + u.search;
        }
        const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
        const label = el.getAttribute('aria-label') ?? el.getAttribute('title') ?? '';
        const testId = el.getAttribute('data-testid') ?? el.closest('[data-testid]')?.getAttribute('data-testid') ?? '';
        const role = el.getAttribute('role') ?? el.tagName.toLowerCase();
        const base = `${role}|${text}|${label}|${href}|${testId}`;
        const n = seen.get(base) ?? 0;
        seen.set(base, n + 1);
        const row = el.closest('tr.ant-table-row');
        const laterRow = !!row?.parentElement && Array.from(row.parentElement.querySelectorAll('tr.ant-table-row')).indexOf(row) > 0;
        const pager = el.closest('.ant-pagination-item');
        const skip =
          foreign ||
          laterRow ||
          (!!pager && !/ant-pagination-item-[12]\b/.test(pager.className)) ||
          !!el.closest('.ant-pagination-options, .ant-table-column-sorters, .ant-table-filter-trigger') ||
          (el as HTMLButtonElement).disabled ||
          el.getAttribute('aria-disabled') === 'true' ||
          !!el.closest(
            '.ant-btn-loading, .ant-select-disabled, .ant-picker-disabled, .ant-switch-disabled, .ant-checkbox-wrapper-disabled, .ant-radio-wrapper-disabled',
          ) ||
          a?.target === '_blank' ||
          !!a?.hasAttribute('download') ||
          /logout|sign-?out|locale-switch|lang-switch/i.test(testId) ||
          // what is already current: the selected tab or menu entry, a link to this very page
          el.getAttribute('aria-selected') === 'true' ||
          !!el.closest('.ant-menu-item-selected, .ant-tabs-tab-active, .ant-segmented-item-selected, .ant-breadcrumb li:last-child') ||
          (href !== '' && href === location.pathname + location.search) ||
          /^(退出登录|退出|Log out|Sign out)$/i.test(text);
        const layout = !!el.closest('.ant-pro-sider, .ant-layout-header, .ant-pro-global-header, header, footer');
        const modal = !!el.closest('.ant-modal-wrap');
        out.push({ el, key: `${base}#${n}`, layout, modal, href, label: text || label || testId || role, skip });
      }
      return out;
    };
  });
}

/** What the user can click on the page now (skipped ones left out). */
export async function collect(page: Page): Promise<Clickable[]> {
  await install(page);
  return page.evaluate(() =>
    (window as unknown as { __sweepList: () => Named[] })
      .__sweepList()
      .filter((n) => !n.skip)
      .map(({ key, layout, modal, href, label }) => ({ key, layout, modal, href, label })),
  );
}

/**
 * Tags the element named `key` with data-sweep-target and scrolls it into view. Answers 'gone' when
 * it is no longer there, 'ok', or a description of what covers its centre (a pointer would hit that).
 */
export async function mark(page: Page, key: string): Promise<string> {
  await install(page);
  return page.evaluate((wanted) => {
    document.querySelectorAll('[data-sweep-target]').forEach((e) => e.removeAttribute('data-sweep-target'));
    const hit = (window as unknown as { __sweepList: () => Named[] }).__sweepList().find((n) => n.key === wanted);
    if (!hit) return 'gone';
    hit.el.setAttribute('data-sweep-target', '1');
    hit.el.scrollIntoView({ block: 'center', inline: 'center' });
    const r = hit.el.getBoundingClientRect();
    const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    if (!top || hit.el.contains(top) || top.contains(hit.el)) return 'ok';
    const testId = top.closest('[data-testid]')?.getAttribute('data-testid');
    return `covered by ${top.tagName.toLowerCase()}${testId ? `[data-testid=${testId}]` : ''}.${String(top.className).split(' ').slice(0, 2).join('.')}`;
  }, key);
}

/**
 * Starts watching for what a click can cause: DOM changes a user would see (not the button's own
 * wave, focus ring or a hover tooltip). Read the count with `changes(page)`.
 */
export function watch(page: Page): Promise<void> {
  return page.evaluate(() => {
    const w = window as unknown as { __sweepObserver?: MutationObserver; __sweepChanges: number };
    w.__sweepObserver?.disconnect();
    w.__sweepChanges = 0;
    const noise = (n: Node | null): boolean => {
      const el = n instanceof Element ? n : n?.parentElement;
      return !!el?.closest('.ant-wave, [class*="-wave"], .ant-tooltip, .ant-click-animating-node, [data-sweep-target]');
    };
    w.__sweepObserver = new MutationObserver((list) => {
      for (const m of list) {
        if (m.type === 'attributes' && noise(m.target)) continue;
        if (
          m.type === 'childList' &&
          [...Array.from(m.addedNodes), ...Array.from(m.removedNodes)].every((n) => noise(n) || noise(m.target))
        )
          continue;
        w.__sweepChanges += 1;
      }
    });
    w.__sweepObserver.observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
      attributeFilter: ['class', 'style', 'aria-expanded', 'aria-selected', 'aria-checked', 'open', 'hidden'],
    });
  });
}

export function changes(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { __sweepChanges?: number }).__sweepChanges ?? 0).catch(() => 1);
}

/** Whether a dialog is open (one that Escape and its close button did not close is modal by design). */
export function dialogOpen(page: Page): Promise<boolean> {
  return page
    .evaluate(() =>
      Array.from(document.querySelectorAll('.ant-modal-wrap')).some(
        (w) => getComputedStyle(w).display !== 'none' && !!w.querySelector('.ant-modal'),
      ),
    )
    .catch(() => false);
}

/** Closes whatever the click opened (modal, drawer, popconfirm, dropdown, select) so the walk goes on. */
export async function dismiss(page: Page): Promise<void> {
  for (let i = 0; i < 3; i += 1) {
    const open = await page
      .evaluate(() => {
        const shown = (sel: string) =>
          Array.from(document.querySelectorAll(sel)).some(
            (e) => (e as HTMLElement).offsetParent !== null || getComputedStyle(e).position === 'fixed',
          );
        return shown(
          '.ant-modal-wrap:not([style*="display: none"]) .ant-modal, .ant-drawer-open, .ant-popover:not(.ant-popover-hidden), .ant-dropdown:not(.ant-dropdown-hidden), .ant-select-dropdown:not(.ant-select-dropdown-hidden), .ant-picker-dropdown:not(.ant-picker-dropdown-hidden)',
        );
      })
      .catch(() => false);
    if (!open) break;
    await page.keyboard.press('Escape');
    await new Promise((r) => setTimeout(r, 150));
    const closeBtn = await page.$('.ant-modal-wrap:not([style*="display: none"]) .ant-modal-close, .ant-drawer-open .ant-drawer-close');
    if (closeBtn) await closeBtn.click().catch(() => undefined);
    await page.mouse.click(2, 2).catch(() => undefined);
  }
  // closing dialogs animate out and loads end: wait for masks and spinners to go (one that never
  // goes is reported as covering what it hides)
  await page
    .waitForFunction(() => !document.querySelector('[class*="-motion-leave"], [class*="-leave-active"], .ant-spin-spinning'), {
      timeout: 3_000,
      polling: 50,
    })
    .catch(() => undefined);
}
