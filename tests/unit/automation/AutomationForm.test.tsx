jest.mock('@umijs/max', () => require('../umiMock').umiMock);
jest.mock('@/services/automation', () => ({ saveAutomationSettings: jest.fn() }));
jest.mock('@/services/commodity', () => ({
  queryMyCommodities: jest.fn().mockResolvedValue({ records: [{ id: 'c1', title: 'Gold' }], total: 1, current: 1, size: 500 }),
}));

import AutomationForm from '@/pages/commodity/components/AutomationForm';
import { saveAutomationSettings } from '@/services/automation';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';

/** The rule form checks what the fake backend checks, and sends what the rules read. */
const settings = {
  bargain: { enabled: true, agreeShare: '90' },
  stock: { enabled: true, lowStock: 10, autoDelist: false, autoRelist: false },
  commodities: [],
};

beforeEach(() => (saveAutomationSettings as jest.Mock).mockReset());

it('refuses a reject share at or above the agree share before sending anything', async () => {
  render(<AutomationForm settings={settings} onSaved={jest.fn()} />);
  fireEvent.change(screen.getByTestId('reject-share'), { target: { value: '95' } });
  fireEvent.click(screen.getByTestId('automation-save'));
  expect(await screen.findByText('The reject share must be below the agree share', {}, { timeout: 10_000 })).toBeInTheDocument();
  expect(saveAutomationSettings).not.toHaveBeenCalled();
});

it('sends the rules as settings, blanks left out', async () => {
  const onSaved = jest.fn();
  (saveAutomationSettings as jest.Mock).mockImplementation(async (s: unknown) => s);
  render(<AutomationForm settings={settings} onSaved={onSaved} />);
  fireEvent.change(screen.getByTestId('reject-share'), { target: { value: '60' } });
  fireEvent.change(screen.getByTestId('agree-floor'), { target: { value: ' ' } });
  fireEvent.click(screen.getByTestId('auto-delist'));
  fireEvent.click(screen.getByTestId('automation-save'));
  await waitFor(() => expect(onSaved).toHaveBeenCalled(), { timeout: 10_000 });
  expect(saveAutomationSettings).toHaveBeenCalledWith({
    bargain: { enabled: true, agreeShare: '90', agreeFloor: undefined, rejectShare: '60' },
    stock: { enabled: true, lowStock: 10, autoDelist: true, autoRelist: false },
    commodities: [],
  });
});
