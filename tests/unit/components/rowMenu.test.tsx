import RowMenu from '@/components/table/RowMenu';
import { act, fireEvent, render, screen } from '@testing-library/react';

describe('RowMenu', () => {
  const items = [
    { key: 'stock', label: 'Stock history' },
    { key: 'delete', label: 'Delete', danger: true },
  ];

  it('opens on the first click and keeps the focus on the (new) button', async () => {
    render(<RowMenu menu={{ items }} label="More actions" testId="row-more-1" />);
    const before = screen.getByRole('button', { name: 'More actions' });
    expect(before).toHaveAttribute('aria-expanded', 'false');
    act(() => before.focus());
    fireEvent.click(before);
    expect(await screen.findByText('Stock history')).toBeInTheDocument();
    const after = screen.getByTestId('row-more-1');
    expect(document.activeElement).toBe(after);
    expect(after).toHaveAttribute('aria-expanded', 'true');
  });

  it('hands the picked item to the menu and closes; the next click opens it again', async () => {
    const onClick = jest.fn();
    render(<RowMenu menu={{ items, onClick }} label="More actions" testId="row-more-2" buttonRef={{ current: null }} />);
    fireEvent.click(screen.getByTestId('row-more-2'));
    fireEvent.click(await screen.findByText('Stock history'));
    expect(onClick).toHaveBeenCalledWith(expect.objectContaining({ key: 'stock' }));
    expect(screen.getByTestId('row-more-2')).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(screen.getByTestId('row-more-2'));
    expect(screen.getByTestId('row-more-2')).toHaveAttribute('aria-expanded', 'true');
  });
});
