jest.mock('@umijs/max', () => require('../umiMock').umiMock);
jest.mock('@/hooks/useCatalog', () => {
  const games = [{ id: '101', name: '魔兽世界', nameEn: 'World of Warcraft', categories: [] }];
  const servers = [{ id: '10101', name: '白银之手', nameEn: 'Silver Hand' }];
  const categories = [{ id: '1011', name: '金币', nameEn: 'Gold' }];
  return {
    useCatalogName:
      () =>
      (o: { name: string; nameEn: string } | undefined, fallback = '') =>
        o ? o.nameEn : fallback,
    useGames: () => ({ games, loading: false }),
    useServers: (gameId?: string) => ({ servers: gameId ? servers : [], loading: false }),
    useCategories: (gameId?: string) => ({ categories: gameId ? categories : [], loading: false }),
  };
});

import FixRowModal from '@/pages/demand/components/import/FixRowModal';
import { toPreviewRows } from '@/pages/demand/components/import/previewRows';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';

const effective = new Date(Date.now() + 10 * 86_400_000).toISOString();

const importRow = (rowNo: number, title: string, quantity: number) => ({
  rowNo,
  cells: {
    game: 'World of Warcraft',
    server: 'Silver Hand',
    category: 'Gold',
    title,
    unitPrice: '5.2',
    quantity: String(quantity),
    minQuantity: '1',
    maxQuantity: String(quantity),
    tradeMethod: 'MAIL',
    effectiveTime: '',
    publicStatus: 'PUBLIC',
  },
  draft: {
    gameId: '101',
    serverId: '10101',
    categoryId: '1011',
    title,
    unitPrice: '5.2',
    quantity,
    minQuantity: 1,
    maxQuantity: quantity,
    tradeMethod: 'MAIL' as const,
    effectiveTime: effective,
    publicStatus: 'PUBLIC' as const,
  },
  errors: [],
});

/** The import preview's state as ImportModal keeps it: the rows, the row being fixed, the fix replacing its row. */
function Harness() {
  // types inferred: the jest.mock transform cannot take imported types
  const [rows, setRows] = useState(() => toPreviewRows([importRow(4, 'Row four gold', 400), importRow(5, 'Row five gold', 500)]));
  const [fixing, setFixing] = useState<(typeof rows)[number]>();
  return (
    <>
      {rows.map((r) => (
        <div key={r.key} data-testid={`row-${r.rowNo}`}>
          <span data-testid={`title-${r.rowNo}`}>{r.draft.title}</span>
          <span data-testid={`quantity-${r.rowNo}`}>{r.draft.quantity}</span>
          <button type="button" onClick={() => setFixing(r)}>
            edit {r.rowNo}
          </button>
        </div>
      ))}
      <FixRowModal
        row={fixing}
        onClose={() => setFixing(undefined)}
        onApply={(row) => {
          setRows((list) => list.map((r) => (r.key === row.key ? row : r)));
          setFixing(undefined);
        }}
      />
    </>
  );
}

const dialog = async (rowNo: number) => {
  const title = await screen.findByText(`Fix row ${rowNo}`, {}, { timeout: 10_000 });
  return title.closest('.ant-modal') as HTMLElement;
};
const titleInput = (modal: HTMLElement) => within(modal).getByLabelText('Title') as HTMLInputElement;
const applyButton = (modal: HTMLElement) => within(modal).getByText('Apply to row').closest('button') as HTMLButtonElement;

describe('import row editor', () => {
  beforeAll(() => import('@ant-design/pro-components'));

  it('opens the clicked row after another row was fixed, and applying replaces exactly that row', async () => {
    render(<Harness />);

    fireEvent.click(screen.getByText('edit 4'));
    let modal = await dialog(4);
    expect(titleInput(modal).value).toBe('Row four gold');
    fireEvent.change(titleInput(modal), { target: { value: 'Row four fixed' } });
    await act(async () => fireEvent.click(applyButton(modal)));
    await waitFor(() => expect(screen.getByTestId('title-4')).toHaveTextContent('Row four fixed'));
    await waitFor(() => expect(screen.queryByText('Fix row 4')).toBeNull());

    fireEvent.click(screen.getByText('edit 5'));
    modal = await dialog(5);
    expect(titleInput(modal).value).toBe('Row five gold');
    await act(async () => fireEvent.click(applyButton(modal)));
    await waitFor(() => expect(screen.queryByText('Fix row 5')).toBeNull());

    expect(screen.getByTestId('title-4')).toHaveTextContent('Row four fixed');
    expect(screen.getByTestId('quantity-4')).toHaveTextContent('400');
    expect(screen.getByTestId('title-5')).toHaveTextContent('Row five gold');
    expect(screen.getByTestId('quantity-5')).toHaveTextContent('500');
  }, 30_000);

  it('reopening a row after a cancelled edit shows the row, not the abandoned input', async () => {
    render(<Harness />);
    fireEvent.click(screen.getByText('edit 5'));
    let modal = await dialog(5);
    fireEvent.change(titleInput(modal), { target: { value: 'typed then cancelled' } });
    fireEvent.click(modal.querySelector('.ant-modal-close') as HTMLButtonElement);
    await waitFor(() => expect(screen.queryByText('Fix row 5')).toBeNull());

    fireEvent.click(screen.getByText('edit 5'));
    modal = await dialog(5);
    expect(titleInput(modal).value).toBe('Row five gold');
  }, 30_000);
});
