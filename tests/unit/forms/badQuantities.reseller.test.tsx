jest.mock('@umijs/max', () => require('../umiMock').umiMock);
jest.mock('@/utils/toast', () => {
  const toast = { success: jest.fn(), error: jest.fn(), info: jest.fn(), warning: jest.fn() };
  return { __esModule: true, toast, default: toast, errorToastKey: (text: string) => `toast-error:${text}` };
});
jest.mock('@/services/demand', () => ({ changeDemandBatchSetting: jest.fn() }));
jest.mock('@/services/reseller', () => ({ getResellerGameConfigs: jest.fn(), saveResellerGameConfigs: jest.fn() }));
jest.mock('@/services/market', () => ({
  searchGames: jest.fn(async () => [{ id: '101', name: '魔兽世界', nameEn: 'World of Warcraft', categories: [] }]),
  listServer: jest.fn(async () => [{ id: '10101', gameId: '101', name: '白银之手', nameEn: 'Silver Hand' }]),
  listCategory: jest.fn(async () => [
    { id: '1011', gameId: '101', name: '金币', nameEn: 'Gold', kind: 'gold', unit: '金', unitEn: 'gold' },
  ]),
  listAttribute: jest.fn(async () => []),
  getAttributeValues: jest.fn(async () => []),
  listSkuUnitValue: jest.fn(async () => []),
  getPrepaidConfigByGameId: jest.fn(async () => ({ gameId: '101', enabled: false, denominations: [], discount: '1' })),
}));

/**
 * Demand number fields (publish/edit, batch settings, the receiver's game defaults) driven by the
 * one table of bad values (./badValues.ts): each is refused on the spot with the shared demand
 * rule's words, nothing is sent, the value stays as typed; good values go out as numbers.
 */
import BatchSettingModal from '@/pages/demand/components/BatchSettingModal';
import DemandForm from '@/pages/demand/components/DemandForm';
import { inputOf } from '@/pages/demand/components/formValues';
import GameConfigCard from '@/pages/reseller/components/GameConfigCard';
import { changeDemandBatchSetting } from '@/services/demand';
import { getResellerGameConfigs, saveResellerGameConfigs } from '@/services/reseller';
import { beijingPickerValue } from '@/utils/format';
import { StyleProvider } from '@ant-design/cssinjs';
import { render, screen, waitFor } from '@testing-library/react';
import { Form } from 'antd';
import { format, state } from '../umiMock';
import { BAD_NUMBERS, click, expectError, expectations, type, valueOf } from './badValues';

const sent = {
  batch: changeDemandBatchSetting as unknown as jest.Mock,
  games: saveResellerGameConfigs as unknown as jest.Mock,
};
const loadGames = getResellerGameConfigs as unknown as jest.Mock;

// no style sheets in the document: jsdom matches every antd rule on each getComputedStyle
const show = (ui: JSX.Element) => render(<StyleProvider mock="server">{ui}</StyleProvider>);
const field = (label: string) => screen.getByLabelText(format(label));
const invalid = () => format('reseller.form.quantity.invalid');

beforeAll(() => import('@ant-design/pro-components'));
beforeEach(() => {
  Object.values(sent).forEach((m) => m.mockReset());
  state.store = { fund: { info: { balance: '10000.00', frozenBalance: '0.00', availableBalance: '10000.00' } } };
});

describe('demand publish form', () => {
  const values = {
    gameId: '101',
    serverId: '10101',
    categoryId: '1011',
    attributes: {},
    title: 'Silver Hand gold wanted',
    unitPrice: '5.2',
    quantity: 500,
    minQuantity: 1,
    maxQuantity: 100,
    tradeMethod: 'MAIL' as const,
    effectiveTime: beijingPickerValue(Date.now() + 7 * 86_400_000),
    publicStatus: 'PUBLIC' as const,
    prepay: false,
  };
  function Harness({ onFinish }: { onFinish: (v: object) => Promise<void> }) {
    const [form] = Form.useForm();
    return <DemandForm form={form} initialValues={values} busy={false} submitText="Publish" onFinish={onFinish} />;
  }
  const open = () => {
    const onFinish = jest.fn(async (_values: object) => undefined);
    const { unmount } = show(<Harness onFinish={onFinish} />);
    return { onFinish, unmount };
  };
  const submit = () => screen.getByTestId('demand-submit');

  it.each(['reseller.demand.quantity', 'reseller.demand.minQuantity', 'reseller.demand.maxQuantity'])(
    '%s refuses each bad value as typed; the price stays',
    async (label) => {
      for (const [typed, message] of expectations(invalid)) {
        const { onFinish, unmount } = open();
        type(field(label), typed);
        await click(submit());
        await expectError(field(label), message);
        expect(onFinish).not.toHaveBeenCalled();
        expect([valueOf(field(label)), valueOf(field('reseller.demand.unitPrice'))]).toEqual([typed, '5.2']);
        if (label === 'reseller.demand.quantity') expect(screen.getByTestId('demand-total')).toHaveTextContent(/¥0(\.00)?$/);
        unmount();
      }
    },
  );

  it('good quantities as typed reach the call as numbers', async () => {
    const { onFinish } = open();
    type(field('reseller.demand.quantity'), '1,000');
    type(field('reseller.demand.maxQuantity'), ' 200 ');
    await waitFor(() => expect(screen.getByTestId('demand-total')).toHaveTextContent('5,200'));
    await click(submit());
    await waitFor(() => expect(onFinish).toHaveBeenCalledTimes(1));
    expect(inputOf(onFinish.mock.calls[0][0] as typeof values)).toEqual(
      expect.objectContaining({ quantity: 1000, minQuantity: 1, maxQuantity: 200 }),
    );
  });
});

describe('demand batch settings', () => {
  const open = () => show(<BatchSettingModal ids={['D1', 'D2']} open onClose={jest.fn()} onDone={jest.fn()} />);
  const ok = () => document.querySelector('.ant-modal-footer .ant-btn-primary') as HTMLElement;

  it.each(['reseller.demand.minQuantity', 'reseller.demand.maxQuantity'])('%s refuses each bad value as typed', async (label) => {
    for (const [typed, message] of expectations(invalid)) {
      const { unmount } = open();
      type(field(label), typed);
      await click(ok());
      await expectError(field(label), message);
      expect(sent.batch).not.toHaveBeenCalled();
      expect(valueOf(field(label))).toBe(typed);
      unmount();
    }
  });

  it('good quantities go out as numbers', async () => {
    sent.batch.mockResolvedValueOnce({ updated: ['D1', 'D2'], skipped: [] });
    open();
    type(field('reseller.demand.minQuantity'), '2');
    type(field('reseller.demand.maxQuantity'), '1,000');
    await click(ok());
    await waitFor(() => expect(sent.batch).toHaveBeenCalledWith({ ids: ['D1', 'D2'], minQuantity: 2, maxQuantity: 1000 }));
  });
});

describe("the receiver's game defaults", () => {
  const config = {
    gameId: '101',
    enabled: true,
    autoPublic: true,
    defaultTradeMethod: 'MAIL',
    defaultMinQuantity: 1,
    defaultMaxQuantity: 1000,
  };
  const open = async () => {
    loadGames.mockReset().mockResolvedValue([config]);
    const view = show(<GameConfigCard />);
    await screen.findByLabelText(format('reseller.setting.games.min'));
    return view;
  };
  const save = () => screen.getByText(format('reseller.setting.games.save')).closest('button') as HTMLElement;

  it.each(['reseller.setting.games.min', 'reseller.setting.games.max'])('%s refuses each bad value as typed', async (label) => {
    for (const [typed, message] of expectations(invalid, BAD_NUMBERS)) {
      const { unmount } = await open();
      type(field(label), typed);
      await click(save());
      await expectError(field(label), message);
      expect(sent.games).not.toHaveBeenCalled();
      expect(valueOf(field(label))).toBe(typed);
      unmount();
    }
  });

  it('a minimum above the maximum is refused; good values go out as numbers', async () => {
    await open();
    type(field('reseller.setting.games.min'), '50');
    type(field('reseller.setting.games.max'), '20');
    await click(save());
    await expectError(field('reseller.setting.games.min'), format('reseller.form.minGtMax'));
    expect(sent.games).not.toHaveBeenCalled();
    sent.games.mockResolvedValueOnce([config]);
    type(field('reseller.setting.games.max'), '2,000');
    await click(save());
    await waitFor(() => expect(sent.games).toHaveBeenCalledWith([{ ...config, defaultMinQuantity: 50, defaultMaxQuantity: 2000 }]));
  });
});
