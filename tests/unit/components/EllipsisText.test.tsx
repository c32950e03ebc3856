import { act, fireEvent, render, screen } from '@testing-library/react';
import { genCopyable } from '@/components/table/genCopyable';

/** Gives `el` the widths of text cut (or not) by its cell. */
function widths(el: Element, scrollWidth: number, clientWidth: number) {
  Object.defineProperty(el, 'scrollWidth', { configurable: true, value: scrollWidth });
  Object.defineProperty(el, 'clientWidth', { configurable: true, value: clientWidth });
}

describe('ellipsis and copyable cells (ProComponents genCopyable)', () => {
  it('draws an ellipsis cell as plain text, with no tooltip until the pointer finds it cut', async () => {
    render(
      <div data-testid="cell">
        {genCopyable('Dragon sword of the north, level 90', { ellipsis: true }, 'Dragon sword of the north, level 90')}
      </div>,
    );
    const text = screen.getByText('Dragon sword of the north, level 90');
    expect(text.tagName).toBe('SPAN');
    expect(document.querySelector('.ant-typography')).toBeNull();
    widths(text, 300, 120);
    await act(async () => {
      fireEvent.pointerEnter(text);
      await new Promise((r) => setTimeout(r, 50));
    });
    expect((await screen.findByRole('tooltip')).textContent).toBe('Dragon sword of the north, level 90');
  });

  it('shows no tooltip for text that fits', async () => {
    render(<div>{genCopyable('Short', { ellipsis: true }, 'Short')}</div>);
    const text = screen.getByText('Short');
    widths(text, 40, 120);
    await act(async () => {
      fireEvent.pointerEnter(text);
      await new Promise((r) => setTimeout(r, 50));
    });
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('keeps the tooltip of rendered values (enums, dates) and leaves copyable cells to Typography', () => {
    const { container } = render(
      <div>
        {genCopyable(<b>On sale</b>, { ellipsis: true, valueEnum: {} }, 'ON_SALE')}
        {genCopyable('SO-1001', { copyable: true }, 'SO-1001')}
        {genCopyable('plain', {}, 'plain')}
      </div>,
    );
    expect(screen.getByText('On sale').parentElement?.tagName).toBe('SPAN');
    expect(container.querySelectorAll('.ant-typography-copy')).toHaveLength(1);
    expect(screen.getByText('plain').tagName).toBe('DIV');
  });
});
