/**
 * The receiver workspace as users meet it: a newcomer opens the receiver role (real name, the 200
 * deposit, the quiz, store details) and publishes a demand; a receiver imports demands from Excel
 * with bad rows fixed or dropped; a deposit refund is requested and cancelled.
 */
import { accountApi } from '@/domain/account/endpoints';
import { resellerApi } from '@/domain/reseller/endpoints';
import Big from 'big.js';
import ExcelJS from 'exceljs';
import { writeFileSync } from 'fs';
import { idCardCheckChar } from '@/domain/account/rules';
import { DEMAND_LIMITS, IMPORT_FIELDS } from '@/domain/reseller/facts';
import { api, apiLogin, AppPage, appSession, clickVisible, confirmMoney, type Session, signInViaCookie, text, withPage } from './helpers';
import {
  choose,
  clickButton,
  clickTestId,
  confirmDialog,
  fill,
  row,
  rowKeys,
  waitForMessage,
  waitForModalOpen,
  waitForRowText,
  waitForSearch,
} from './reseller.pages';

let s: Session;
let app: AppPage;
const en = (key: string, values?: Record<string, string | number>) => text('en-US', key, values);
const zh = (key: string, values?: Record<string, string | number>) => text('zh-CN', key, values);

appSession((o) => {
  s = o.s;
  app = o.app;
});

test('newbie becomes a receiver (real name, pays 200, passes the quiz) and publishes a demand', () =>
  withPage(s.page, 'reseller-onboarding', async () => {
    const page = s.page;
    const { accessToken } = await apiLogin('newbie');
    // the profile-completion prompt is another feature: give newbie its contacts first
    await api(accessToken, accountApi.patchUserInfo, { contactQq: '2345678', contactPhone: '13912345678' });
    await signInViaCookie(s.context, 'newbie');

    await app.goto('/en/demand/auth');
    await waitForSearch(page, '/en/demand/auth', 'realname');
    const id17 = '11010519900307123';
    await fill(page, 'realName', '王新人');
    await fill(page, 'idNumber', id17 + idCardCheckChar(id17));
    await clickTestId(page, 'realname-submit');
    await fill(page, 'code', '123456');
    await clickTestId(page, 'realname-submit');

    await waitForSearch(page, '/en/demand/auth', 'recharge');
    await page.waitForSelector('[data-testid="recharge-due"]');
    expect(await page.$eval('[data-testid="recharge-due"]', (e) => e.textContent)).toBe('¥200');
    await clickTestId(page, 'pay-method-ALIPAY');
    await clickTestId(page, 'recharge-pay');
    await confirmMoney(page, '¥200');
    await waitForSearch(page, '/en/demand/auth', 'terms');
    const fund = await api(accessToken, accountApi.getMyFund);
    expect(fund.effectiveDeposit).toBe('200.00');

    // one wrong answer: the quiz says which, and keeps the others
    await clickTestId(page, 'agreement-check');
    for (const [q, o] of [
      ['q1', 'b'],
      ['q2', 'a'],
      ['q3', 'b'],
      ['q4', 'c'],
    ])
      await clickTestId(page, `quiz-${q}-${o}`);
    await clickTestId(page, 'auth-next');
    await page.waitForSelector('[data-testid="quiz-failed"]');
    expect(await page.$eval('[data-testid="quiz-q2"]', (e) => e.textContent)).toContain(en('onboarding.quiz.wrong'));
    expect(await page.$eval('[data-testid="quiz-q1"]', (e) => e.textContent)).not.toContain(en('onboarding.quiz.wrong'));
    await clickTestId(page, 'quiz-q2-b');
    await clickTestId(page, 'auth-next');

    await waitForSearch(page, '/en/demand/auth', 'info');
    await fill(page, 'storeName', 'Newbie Receiving');
    await fill(page, 'storeUrl', 'newbie-receiving');
    await clickTestId(page, 'info-submit');
    await waitForSearch(page, '/en/demand/auth', 'completion');
    await clickTestId(page, 'auth-publish');

    await page.waitForFunction(() => location.pathname === '/en/demand/new');
    await choose(page, 'gameId', 'World of Warcraft');
    await choose(page, 'serverId', 'Silver Hand');
    await choose(page, 'categoryId', 'Gold');
    await fill(page, 'title', 'Newbie buys Silver Hand gold');
    await fill(page, 'unitPrice', '5.2');
    await fill(page, 'quantity', '300');
    await fill(page, 'maxQuantity', '300');
    expect(await page.$eval('[data-testid="demand-total"]', (e) => e.textContent)).toBe('¥1,560');
    await clickTestId(page, 'demand-submit');
    await page.waitForFunction(() => location.pathname === '/en/demand');
    await page.waitForFunction((title) => document.body.innerText.includes(title), {}, 'Newbie buys Silver Hand gold');
    const list = await api(accessToken, resellerApi.queryMyDemands, { current: 1, size: 5 });
    expect(list.total).toBe(1);
    expect(list.records[0]).toMatchObject({ title: 'Newbie buys Silver Hand gold', status: 'ACTIVE' });
  }));

const GOOD = {
  game: 'World of Warcraft',
  server: 'Silver Hand',
  category: 'Gold',
  title: '',
  unitPrice: '5.2',
  quantity: '100',
  minQuantity: '1',
  maxQuantity: '100',
  tradeMethod: 'Mail',
  effectiveTime: '',
  publicStatus: 'Public',
};

async function importFile(rows: Array<Record<string, string>>): Promise<string> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('demands');
  // headers as the template writes them
  ws.addRow([
    '游戏 Game',
    '区服 Server',
    '类目 Category',
    '标题 Title',
    '单价(元) Unit price (CNY)',
    '收货数量 Quantity',
    '单笔最少 Min per order',
    '单笔最多 Max per order',
    '交易方式 Trade method',
    '有效期至 Effective until',
    '公开 Public',
  ]);
  rows.forEach((r) => ws.addRow(IMPORT_FIELDS.map((f) => r[f] ?? '')));
  const path = `${process.env.TMPDIR ?? '/tmp'}/reseller-import-${Date.now()}.xlsx`;
  await wb.xlsx.writeFile(path);
  return path;
}

test('buyer imports 50 rows with 3 bad ones: marks them, fixes one, drops two, saves 48', () =>
  withPage(s.page, 'reseller-import', async () => {
    const page = s.page;
    const { accessToken } = await apiLogin('buyer');
    const before = await api(accessToken, resellerApi.queryMyDemands, { current: 1, size: 1 });
    const rows = Array.from({ length: 50 }, (_, i) => ({
      ...GOOD,
      title: `Import ${i + 1}`,
      quantity: String(100 + i),
      maxQuantity: '100',
    }));
    rows[4] = { ...rows[4], game: 'No Such Game' };
    rows[19] = { ...rows[19], unitPrice: 'abc' };
    rows[33] = { ...rows[33], quantity: '0' };
    const path = await importFile(rows);

    await signInViaCookie(s.context, 'buyer');
    await app.goto('/en/demand');
    await clickTestId(page, 'open-import');
    const input = await page.waitForSelector('[data-testid="import-modal"] input[type=file]');
    await input!.uploadFile(path);
    await page.waitForSelector('[data-testid="import-summary"]', { timeout: 15_000 });
    expect(await page.$eval('[data-testid="import-summary"]', (e) => e.textContent)).toContain(
      en('reseller.import.summary', { file: path.split('/').pop()!, total: 50, valid: 47, invalid: 3 }),
    );

    await clickTestId(page, 'only-errors');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="import-row"][data-state="bad"]').length === 3);
    const marked = await page.$$eval('[data-testid="import-row"]', (trs) =>
      trs.map(
        (tr) =>
          `${tr.getAttribute('data-row')}:${[...tr.querySelectorAll('[data-testid="bad-cell"]')].map((c) => c.getAttribute('data-field')).join(',')}`,
      ),
    );
    expect(marked).toEqual(['6:game', '21:unitPrice', '35:quantity']);

    // fix the price (sheet row 21), drop the other two
    await clickTestId(page, 'fix-row-21');
    await fill(page, 'unitPrice', '5.5');
    await clickButton(page, en('reseller.import.fixApply'));
    // fixed: it leaves the "only rows with errors" view
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="import-row"][data-state="bad"]').length === 2);
    expect(await page.$('[data-testid="import-row"][data-row="21"]')).toBeNull();
    await clickTestId(page, 'drop-row-6');
    await clickTestId(page, 'drop-row-35');
    await page.waitForFunction(() => {
      const save = document.querySelector('[data-testid="import-save"]');
      return !!save && !save.hasAttribute('disabled');
    });
    expect(await page.$eval('[data-testid="import-save"]', (e) => e.textContent)).toBe(en('reseller.import.save', { count: 48 }));
    await clickTestId(page, 'import-save');
    await page.waitForSelector('[data-testid="import-saved"]');
    expect(await page.$eval('[data-testid="import-saved"]', (e) => e.textContent)).toContain(en('reseller.import.saved', { count: 48 }));

    const after = await api(accessToken, resellerApi.queryMyDemands, { current: 1, size: 1 });
    expect(after.total).toBe(before.total + 48);
    const fixed = await api(accessToken, resellerApi.queryMyDemands, {
      keyword: 'Import 20',
      current: 1,
      size: 5,
    });
    expect(fixed.records.map((r) => r.unitPrice)).toEqual(['5.5']);
  }));

test('a bad file is refused with a clear message and changes nothing', () =>
  withPage(s.page, 'reseller-import-bad', async () => {
    const page = s.page;
    const { accessToken } = await apiLogin('buyer');
    const total = async () => (await api(accessToken, resellerApi.queryMyDemands, { current: 1, size: 1 })).total;
    const before = await total();
    const dir = process.env.TMPDIR ?? '/tmp';
    const stamp = Date.now();

    // wrong type and too large are refused in the browser; empty and wrong columns by the server
    const txt = `${dir}/reseller-bad-${stamp}.txt`;
    writeFileSync(txt, 'game,server\nWorld of Warcraft,Silver Hand\n');
    const big = `${dir}/reseller-big-${stamp}.xlsx`;
    const bytes = Buffer.alloc(DEMAND_LIMITS.importMaxBytes + 1, 0x20);
    bytes.write('PK');
    writeFileSync(big, bytes);
    const empty = `${dir}/reseller-empty-${stamp}.xlsx`;
    const blank = new ExcelJS.Workbook();
    blank.addWorksheet('demands');
    await blank.xlsx.writeFile(empty);
    const columns = `${dir}/reseller-columns-${stamp}.xlsx`;
    const wrong = new ExcelJS.Workbook();
    wrong.addWorksheet('demands').addRow(['Foo', 'Bar']);
    await wrong.xlsx.writeFile(columns);

    await signInViaCookie(s.context, 'buyer');
    await app.goto('/en/demand');
    await clickTestId(page, 'open-import');
    const refused = async (path: string, message: string) => {
      // the upload control renews its input after each file: look it up every time
      const input = await page.waitForSelector('[data-testid="import-modal"] input[type=file]');
      await input!.uploadFile(path);
      await page.waitForFunction(
        (want) => document.querySelector('[data-testid="import-file-error"]')?.textContent?.includes(want),
        {},
        message,
      );
    };
    await refused(txt, en('reseller.import.file.IMPORT_FILE_TYPE'));
    await refused(big, en('reseller.import.file.IMPORT_FILE_TOO_LARGE'));
    await refused(empty, en('reseller.import.file.IMPORT_FILE_EMPTY'));
    // none of the template's columns is there: the message names them all, as the modal words them
    await refused(
      columns,
      en('reseller.import.file.IMPORT_FILE_COLUMNS', { columns: IMPORT_FIELDS.map((f) => en(`reseller.import.col.${f}`)).join(', ') }),
    );

    expect(await page.$('[data-testid="import-summary"]')).toBeNull();
    expect(await total()).toBe(before);
  }));

test('a deposit refund is requested, shown pending with the locked amount, and cancelled', () =>
  withPage(s.page, 'reseller-deposit-refund', async () => {
    const page = s.page;
    await signInViaCookie(s.context, 'buyer');
    await app.goto('/en/deposit/return');
    await fill(page, 'amount', '50');
    await clickTestId(page, 'refund-submit');
    await confirmDialog(page);
    await page.waitForSelector('[data-testid="refund-pending"]');
    await page.waitForFunction(() => document.querySelector('[data-testid="deposit-locked"]')?.textContent?.includes('¥50'));
    expect(await page.$eval('[data-testid="deposit-effective"]', (e) => e.textContent)).toContain('¥150');

    await clickTestId(page, 'refund-cancel');
    await clickVisible(page, '.ant-popconfirm .ant-btn-primary');
    await page.waitForFunction(() => !document.querySelector('[data-testid="refund-pending"]'));
    await page.waitForFunction(() => document.querySelector('[data-testid="deposit-effective"]')?.textContent?.includes('¥200'));
    expect(await page.$eval('[data-testid="deposit-locked"]', (e) => e.textContent)).toContain('¥0');
  }));

/** 'YYYY-MM-DD' of a moment in Beijing time (the range picker's days). */
const beijingDay = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 10);

test('buyer manages demands in zh_CN: quick modify, batch private and public, refund', () =>
  withPage(s.page, 'reseller-demand-manage', async () => {
    const page = s.page;
    const { accessToken } = await apiLogin('buyer');
    const demand = (id: string) => api(accessToken, resellerApi.getDemand, undefined, { demandId: id });
    await signInViaCookie(s.context, 'buyer');
    await app.goto('/zh_CN/demand');

    // pick from the rows shown (other tests may have added demands): open ones, priced 1–999 so the
    // cell shows the price as typed
    const shown = await Promise.all((await rowKeys(page)).map(demand));
    const active = shown.filter((d) => d.status === 'ACTIVE' && new Big(d.unitPrice).gte(1) && new Big(d.unitPrice).lt(1000));
    expect(active.length).toBeGreaterThanOrEqual(3);
    const [quick, b, c] = active;
    const refundable = shown.filter((d) => ![quick.id, b.id, c.id].includes(d.id) && d.status !== 'COMPLETED' && d.status !== 'REFUNDED');
    const refund = refundable.find((d) => new Big(d.prepaid).gt(0)) ?? refundable[0];
    expect(refund).toBeDefined();

    // 1. quick modify: a lower price (no payment asked), two decimals, last one not 0
    let price = new Big(quick.unitPrice).times(0.9).round(2, Big.roundDown);
    if (price.toFixed(2).endsWith('0')) price = price.minus('0.01');
    const newPrice = price.toFixed(2);
    await clickVisible(page, row(quick.id, '[data-testid="row-quick-modify"]'));
    await waitForModalOpen(page, zh('reseller.quick.title', { id: quick.id }));
    await fill(page, 'unitPrice', newPrice);
    expect(await page.$eval('#unitPrice', (e) => (e as HTMLInputElement).value)).toBe(newPrice);
    // the submit button: antd spaces out a two-character Chinese label, so it is found by place
    await clickVisible(page, '.ant-modal-footer .ant-btn-primary');
    await waitForRowText(page, quick.id, `¥${newPrice}`);
    expect((await demand(quick.id)).unitPrice).toBe(newPrice);

    // 2. two rows private, then public again, with the batch buttons above the table
    // the list may still reload after the quick modify (a reload clears a fresh selection): tick
    // what is not ticked until the table reports both
    const box = (id: string) => row(id, '.ant-table-selection-column .ant-checkbox-input');
    const ticked = (id: string) => page.$eval(box(id), (e) => (e as HTMLInputElement).checked).catch(() => false);
    for (let attempt = 0; attempt < 4; attempt++) {
      for (const d of [b, c]) if (!(await ticked(d.id))) await clickVisible(page, box(d.id));
      const both = await page
        .waitForFunction((want) => document.body.innerText.includes(want), { timeout: 4000 }, zh('reseller.list.selected', { count: 2 }))
        .then(() => true)
        .catch(() => false);
      if (both) break;
    }
    await page.waitForFunction((want) => document.body.innerText.includes(want), {}, zh('reseller.list.selected', { count: 2 }));
    await clickButton(page, zh('reseller.list.makePrivate'));
    await waitForMessage(page, zh('reseller.list.batchDone', { updated: 2, skipped: 0 }));
    for (const d of [b, c]) await waitForRowText(page, d.id, zh('reseller.demand.public.PRIVATE'));
    expect((await Promise.all([b, c].map((d) => demand(d.id)))).map((d) => d.publicStatus)).toEqual(['PRIVATE', 'PRIVATE']);
    await clickButton(page, zh('reseller.list.makePublic'));
    for (const d of [b, c]) await waitForRowText(page, d.id, zh('reseller.demand.public.PUBLIC'), zh('reseller.demand.public.PRIVATE'));
    expect((await Promise.all([b, c].map((d) => demand(d.id)))).map((d) => d.publicStatus)).toEqual(['PUBLIC', 'PUBLIC']);

    // 3. refund from the row's "more" menu, confirmed in the dialog
    await clickVisible(page, row(refund.id, '.ant-dropdown-trigger'));
    await clickVisible(page, '.ant-dropdown .ant-dropdown-menu-item', { text: zh('reseller.list.refund') });
    await waitForModalOpen(page, zh('reseller.list.refund.confirm', { id: refund.id }));
    await confirmDialog(page);
    await waitForRowText(page, refund.id, zh('reseller.demand.status.REFUNDED'));
    const refunded = await demand(refund.id);
    expect(refunded.status).toBe('REFUNDED');
    expect(new Big(refunded.prepaid).eq(0)).toBe(true);
    expect(refunded.demandPaymentDTO.refundAt).toBeTruthy();

    // 4. the archive opened by a fresh load with a year's range in the URL
    const to = beijingDay(Date.now());
    const from = beijingDay(Date.now() - 365 * 86_400_000);
    const listCall = page.waitForRequest((r) => r.url().includes('/history/demand/page') && r.method() === 'POST');
    await app.goto(`/zh_CN/demand/history?createdFrom=${from}&createdTo=${to}`);
    const query = JSON.parse((await listCall).postData() ?? '{}') as Record<string, unknown>;
    // the URL's days reach the list call as Beijing day bounds
    expect(query).toMatchObject({
      createdFrom: new Date(`${from}T00:00:00+08:00`).toISOString(),
      createdTo: new Date(`${to}T23:59:59+08:00`).toISOString(),
    });
    const expected = await api(accessToken, resellerApi.queryArchivedDemands, query);
    await page.waitForSelector(expected.total > 0 ? '.ant-table-tbody tr.ant-table-row' : '.ant-table-tbody .ant-empty', { visible: true });
    // the archive's search form starts collapsed, the range field among the hidden ones: expand it
    const pickerShown = () => page.$eval('.ant-picker-range', (e) => e.getBoundingClientRect().height > 0);
    if (!(await pickerShown())) await clickVisible(page, '.ant-pro-query-filter-collapse-button');
    await page.waitForSelector('.ant-picker-range', { visible: true });
    expect(await page.$$eval('.ant-picker-range input', (inputs) => inputs.map((i) => (i as HTMLInputElement).value))).toEqual([from, to]);
    expect(await page.$('.ant-notification-notice-error, .ant-alert-error, .ant-result-error, .ant-result-500')).toBeNull();
  }));
