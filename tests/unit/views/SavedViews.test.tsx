jest.mock('@umijs/max', () => require('../umiMock').umiMock);
jest.mock('@/utils/toast', () => {
  const toast = { success: jest.fn(), error: jest.fn(), info: jest.fn(), warning: jest.fn() };
  return { __esModule: true, toast, default: toast, errorToastKey: (text: string) => `toast-error:${text}` };
});
jest.mock('@/services/views', () => ({
  createSavedView: jest.fn(async (input: Record<string, unknown>) => ({ ...input, id: 'v9', isDefault: false, owned: true })),
  setDefaultSavedView: jest.fn(async (id: string, isDefault: boolean) => ({ id, isDefault, owned: true, name: 'Morning' })),
  updateSavedView: jest.fn(),
  deleteSavedView: jest.fn(),
  listSavedViews: jest.fn(async () => []),
  getSavedView: jest.fn(),
}));

/**
 * The saved-views control: "save" keeps the table's filters (not the page it is on), column
 * settings and density under the typed name, optionally as the default, then applies the new view;
 * an empty name is refused on its field; a picked view's menu offers what its owner may do.
 */
import SavedViews from '@/components/views/SavedViews';
import { createSavedView, setDefaultSavedView } from '@/services/views';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';

const apply = jest.fn();
const changed = jest.fn();
const state = {
  table: 'DEMAND' as const,
  ready: true,
  tableKey: '0',
  views: [],
  current: undefined,
  filters: { keyword: 'gold', sort: 'quantity,desc', current: '3' },
  columns: { title: { show: false, disable: true } },
  density: 'small' as const,
  apply,
  changed,
  onTableChange: jest.fn(),
  tableProps: { manualRequest: false, size: 'small' as const, onSizeChange: jest.fn(), columnsState: { value: {}, onChange: jest.fn() } },
};

beforeEach(() => jest.clearAllMocks());

describe('saved views control', () => {
  it('saves filters, sort, columns and density under a name, as the default, and applies it', async () => {
    render(<SavedViews state={state as never} />);
    fireEvent.click(screen.getByTestId('view-save'));
    const name = await screen.findByTestId('view-name');
    fireEvent.change(name, { target: { value: '  Morning ' } });
    fireEvent.click(screen.getByTestId('view-default'));
    await act(async () => void fireEvent.click(screen.getByTestId('view-save-ok')));
    await waitFor(() => expect(apply).toHaveBeenCalled());
    expect(createSavedView).toHaveBeenCalledWith({
      table: 'DEMAND',
      name: 'Morning',
      filters: { keyword: 'gold', sort: 'quantity,desc' },
      columns: { title: { show: false } },
      density: 'small',
    });
    expect(setDefaultSavedView).toHaveBeenCalledWith('v9', true);
    expect(changed).toHaveBeenCalledWith(expect.objectContaining({ id: 'v9', isDefault: true }));
  });

  it('refuses an empty name on its field and sends nothing', async () => {
    render(<SavedViews state={state as never} />);
    fireEvent.click(screen.getByTestId('view-save'));
    await screen.findByTestId('view-name');
    await act(async () => void fireEvent.click(screen.getByTestId('view-save-ok')));
    expect(await screen.findByText('Enter a name for the view')).toBeTruthy();
    expect(createSavedView).not.toHaveBeenCalled();
  });

  it('offers a view menu only for a picked view', () => {
    const { rerender } = render(<SavedViews state={state as never} />);
    expect(screen.queryByTestId('view-more')).toBeNull();
    const view = { id: 'v1', table: 'DEMAND', name: 'Shared', filters: {}, columns: {}, density: 'small', isDefault: false, owned: false };
    rerender(<SavedViews state={{ ...state, current: view } as never} />);
    expect(screen.getByTestId('view-more')).toBeTruthy();
  });
});
