/**
 * What the user receives from an export: the file Chromium saved in the context's download folder,
 * opened with exceljs. No network response is read.
 */
import ExcelJS from 'exceljs';
import { readdirSync, readFileSync, rmSync, statSync } from 'fs';
import { join } from 'path';
import type { Page } from 'puppeteer-core';

export interface DownloadedFile {
  name: string;
  path: string;
  bytes: number;
}

/** Files of a folder that Chromium has finished writing (no .crdownload part). */
function finished(dir: string): string[] {
  return readdirSync(dir).filter((f) => !f.endsWith('.crdownload'));
}

/**
 * Runs `action` (a click) with an empty download folder and waits until exactly one finished file
 * appears there; fails with what is on screen when none does.
 */
export async function downloadVia(page: Page, dir: string, action: () => Promise<unknown>, timeout = 30_000): Promise<DownloadedFile> {
  for (const f of readdirSync(dir)) rmSync(join(dir, f), { force: true });
  await action();
  const until = Date.now() + timeout;
  for (;;) {
    const files = finished(dir);
    const pending = readdirSync(dir).some((f) => f.endsWith('.crdownload'));
    if (files.length === 1 && !pending) {
      const path = join(dir, files[0]);
      // a size that holds across two looks: the file is complete on disk
      const size = statSync(path).size;
      await new Promise((r) => setTimeout(r, 100));
      if (size > 0 && statSync(path).size === size) return { name: files[0], path, bytes: size };
    }
    if (files.length > 1) throw new Error(`expected one download, got ${files.join(', ')}`);
    if (Date.now() > until) {
      const shown = await page.evaluate(() => document.querySelector('.ant-message, .ant-notification')?.textContent ?? '').catch(() => '');
      throw new Error(`no file was saved in ${timeout} ms${shown ? `; the page says: ${shown}` : ''}`);
    }
    await new Promise((r) => setTimeout(r, 150));
  }
}

/** The first sheet of a saved workbook as rows of cell values (1-based columns dropped). */
export async function readSheet(path: string): Promise<ExcelJS.CellValue[][]> {
  const wb = new ExcelJS.Workbook();
  const body = readFileSync(path);
  await wb.xlsx.load(body.buffer.slice(body.byteOffset, body.byteOffset + body.byteLength) as ArrayBuffer);
  const rows: ExcelJS.CellValue[][] = [];
  wb.worksheets[0].eachRow((row) => rows.push((row.values as ExcelJS.CellValue[]).slice(1)));
  return rows;
}

/** Waits for a toast whose text contains `wanted` (the saved-file confirmation, an error). */
export function waitForToast(page: Page, wanted: string, timeout = 15_000): Promise<unknown> {
  return page.waitForFunction(
    (w) =>
      Array.from(document.querySelectorAll('.ant-message-notice, .ant-notification-notice')).some((n) => (n.textContent ?? '').includes(w)),
    { timeout },
    wanted,
  );
}
