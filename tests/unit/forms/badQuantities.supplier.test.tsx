jest.mock('@umijs/max', () => require('../umiMock').umiMock);
jest.mock('@/utils/toast', () => {
  const toast = { success: jest.fn(), error: jest.fn(), info: jest.fn(), warning: jest.fn() };
  return { __esModule: true, toast, default: toast, errorToastKey: (text: string) => `toast-error:${text}` };
});
jest.mock('@/services/commodity', () => ({
  changeBatchSetting: jest.fn(),
  quickPublishCommodity: jest.fn(),
  saveAutoUpdate: jest.fn(),
  removeAutoUpdate: jest.fn(),
  queryAutoUpdate: jest.fn(async () => ({ records: [], total: 0, current: 1, size: 10 })),
  queryMyCommodities: jest.fn(async () => ({
    records: [{ id: 'C1', title: 'Silver Hand gold', stock: 50 }],
    total: 1,
    current: 1,
    size: 20,
  })),
}));
jest.mock('@/services/stock', () => ({ addStockRecord: jest.fn() }));
jest.mock('@/services/supplier', () => ({
  getInOutRemarks: jest.fn(async () => ({ inRemarks: [], outRemarks: [] })),
  updateFilterRules: jest.fn(),
}));
jest.mock('@/services/market', () => ({
  searchGames: jest.fn(async () => []),
  listServer: jest.fn(async () => []),
  listCategory: jest.fn(async () => []),
  listAttribute: jest.fn(async () => []),
}));

/**
 * Supplier number fields (batch settings, quick publish, auto-update, stock records, receiver
 * filter) driven by the one table of bad values (./badValues.ts): each is refused on the spot with
 * the shared supplier rule's words, nothing is sent, the value stays as typed; good values go out
 * as numbers (and the completion rate as an exact ratio).
 */
import AutoUpdateDrawer from '@/pages/commodity/components/AutoUpdateDrawer';
import BatchSettingModal from '@/pages/commodity/components/BatchSettingModal';
import QuickPublishModal from '@/pages/commodity/components/QuickPublishModal';
import AddRecordModal from '@/pages/commodity/stock-record/components/AddRecordModal';
import FilterRulesForm from '@/pages/supplier/components/FilterRulesForm';
import { changeBatchSetting, quickPublishCommodity, saveAutoUpdate } from '@/services/commodity';
import { addStockRecord } from '@/services/stock';
import { updateFilterRules } from '@/services/supplier';
import { StyleProvider } from '@ant-design/cssinjs';
import { render, screen, waitFor } from '@testing-library/react';
import { format } from '../umiMock';
import { BAD_NUMBERS, click, expectError, expectations, type, valueOf } from './badValues';

const sent = {
  batch: changeBatchSetting as unknown as jest.Mock,
  publish: quickPublishCommodity as unknown as jest.Mock,
  auto: saveAutoUpdate as unknown as jest.Mock,
  record: addStockRecord as unknown as jest.Mock,
  filter: updateFilterRules as unknown as jest.Mock,
};

// no style sheets in the document: jsdom matches every antd rule on each getComputedStyle
const show = (ui: JSX.Element) => render(<StyleProvider mock="server">{ui}</StyleProvider>);
const field = (label: string) => screen.getByLabelText(format(label));
const okButton = () => document.querySelector('.ant-modal-footer .ant-btn-primary') as HTMLElement;
const blank = (typed: string) => typed.trim() === '';
const required = format('supplier.rule.required');
const wholeFrom1 = (typed: string) =>
  blank(typed)
    ? required
    : typed.length > 10
      ? format('supplier.rule.stock.max', { max: 99_999_999 })
      : format('supplier.rule.quantity.integer');
const stockRule = (typed: string) =>
  blank(typed)
    ? required
    : typed.startsWith('-')
      ? format('supplier.rule.stock.negative')
      : typed.length > 10
        ? format('supplier.rule.stock.max', { max: 99_999_999 })
        : format('supplier.rule.stock.integer');
/** The optional fields of a batch change take a blank value as "leave as is": it is no bad value there. */
const FILLED = BAD_NUMBERS.filter((v) => !blank(v));

beforeAll(() => import('@ant-design/pro-components'));
beforeEach(() => Object.values(sent).forEach((m) => m.mockReset()));

describe('commodity batch settings', () => {
  const open = () => show(<BatchSettingModal ids={['C1', 'C2']} open onClose={jest.fn()} onDone={jest.fn()} />);

  it.each(['supplier.form.minQuantity', 'supplier.form.maxQuantity'])('%s refuses each bad value as typed', async (label) => {
    for (const [typed, message] of expectations(wholeFrom1, FILLED)) {
      const { unmount } = open();
      type(field(label), typed);
      await click(okButton());
      await expectError(field(label), message);
      expect(sent.batch).not.toHaveBeenCalled();
      expect(valueOf(field(label))).toBe(typed);
      unmount();
    }
  });

  it('good quantities go out as numbers, an empty one not at all', async () => {
    sent.batch.mockResolvedValueOnce({ updated: 2, skipped: [] });
    open();
    type(field('supplier.form.minQuantity'), ' 2 ');
    await click(okButton());
    await waitFor(() => expect(sent.batch).toHaveBeenCalledTimes(1));
    expect(sent.batch.mock.calls[0][0]).toEqual(expect.objectContaining({ ids: ['C1', 'C2'], minQuantity: 2, maxQuantity: undefined }));
  });
});

describe('quick publish stock', () => {
  it.each(expectations(stockRule))('%j: refused as typed, the price stays', async (typed, message) => {
    show(<QuickPublishModal open onClose={jest.fn()} onDone={jest.fn()} />);
    type(field('supplier.form.unitPrice.plain'), '12.5');
    type(field('supplier.form.stock'), typed);
    await click(okButton());
    await expectError(field('supplier.form.stock'), message);
    expect(sent.publish).not.toHaveBeenCalled();
    expect([valueOf(field('supplier.form.stock')), valueOf(field('supplier.form.unitPrice.plain'))]).toEqual([typed, '12.5']);
  });
});

describe('auto-update', () => {
  const open = () => show(<AutoUpdateDrawer open ids={['C1']} onClose={jest.fn()} onChanged={jest.fn()} />);
  const save = () => screen.getByText(format('supplier.common.save')).closest('button') as HTMLElement;
  const interval = (typed: string) => (blank(typed) ? required : format('supplier.rule.autoUpdate.interval'));

  it.each([
    ['supplier.auto.restockThreshold', stockRule],
    ['supplier.auto.restockQuantity', stockRule],
    ['supplier.auto.intervalMinutes', interval],
  ] as const)('%s refuses each bad value as typed', async (label, message) => {
    for (const [typed, text] of expectations(message)) {
      const { unmount } = open();
      type(field('supplier.auto.floorPrice'), '5');
      type(field(label), typed);
      await click(save());
      await expectError(field(label), text);
      expect(sent.auto).not.toHaveBeenCalled();
      expect([valueOf(field(label)), valueOf(field('supplier.auto.floorPrice'))]).toEqual([typed, '5']);
      unmount();
    }
  });

  it('good values go out as numbers', async () => {
    sent.auto.mockResolvedValueOnce({ updated: 1 });
    open();
    type(field('supplier.auto.floorPrice'), '5');
    type(field('supplier.auto.restockThreshold'), '0');
    type(field('supplier.auto.intervalMinutes'), '45');
    await click(save());
    await waitFor(() => expect(sent.auto).toHaveBeenCalledTimes(1));
    expect(sent.auto.mock.calls[0][0]).toEqual(
      expect.objectContaining({ commodityIds: ['C1'], floorPrice: '5', restockThreshold: 0, restockQuantity: 100, intervalMinutes: 45 }),
    );
  });
});

describe('stock record quantity', () => {
  const open = () => show(<AddRecordModal open commodityId="C1" onClose={jest.fn()} onDone={jest.fn()} />);
  const quantity = () => field('supplier.stock.col.quantity');

  it.each(expectations(wholeFrom1))('%j: refused as typed', async (typed, message) => {
    open();
    type(quantity(), typed);
    await click(okButton());
    await expectError(quantity(), message);
    expect(sent.record).not.toHaveBeenCalled();
    expect(valueOf(quantity())).toBe(typed);
  });

  it('a good quantity goes out as a number', async () => {
    sent.record.mockResolvedValueOnce({ balanceAfter: 55 });
    open();
    type(quantity(), '5');
    await click(okButton());
    await waitFor(() => expect(sent.record).toHaveBeenCalledWith({ commodityId: 'C1', type: 'IN', quantity: 5, remark: undefined }));
  });
});

describe('receiver filter rules', () => {
  const value = { blockRiskWarned: false, onlyWhitelisted: true, minRegisteredDays: 30, minCompletionRate: '0.07' };
  const open = () => show(<FilterRulesForm value={value} readOnly={false} onSaved={jest.fn()} />);
  const days = () => field('supplier.setting.filter.minRegisteredDays');
  const percent = () => field('supplier.setting.filter.minCompletionRate');
  const save = () => screen.getByText(format('supplier.common.save')).closest('button') as HTMLElement;

  it('shows the stored ratio as an exact percentage', () => {
    open();
    expect([valueOf(days()), valueOf(percent())]).toEqual(['30', '7']);
  });

  it.each(expectations((typed) => (blank(typed) ? required : format('supplier.rule.filter.days', { max: 3650 }))))(
    'days %j: refused as typed, the percentage stays',
    async (typed, message) => {
      open();
      type(days(), typed);
      await click(save());
      await expectError(days(), message);
      expect(sent.filter).not.toHaveBeenCalled();
      expect([valueOf(days()), valueOf(percent())]).toEqual([typed, '7']);
    },
  );

  it.each(expectations((typed) => (blank(typed) ? required : format('supplier.rule.filter.percent'))))(
    'percentage %j: refused as typed, the days stay',
    async (typed, message) => {
      open();
      type(percent(), typed);
      await click(save());
      await expectError(percent(), message);
      expect(sent.filter).not.toHaveBeenCalled();
      expect([valueOf(percent()), valueOf(days())]).toEqual([typed, '30']);
    },
  );

  it('good values go out as a number of days and an exact ratio', async () => {
    sent.filter.mockResolvedValueOnce(value);
    open();
    type(days(), ' 90 ');
    type(percent(), '87.55');
    await click(save());
    await waitFor(() =>
      expect(sent.filter).toHaveBeenCalledWith({
        blockRiskWarned: false,
        onlyWhitelisted: true,
        minRegisteredDays: 90,
        minCompletionRate: '0.8755',
      }),
    );
  });
});
