jest.mock('@umijs/max', () => require('../umiMock').umiMock);
jest.mock('@/utils/toast', () => ({ toast: { success: jest.fn(), error: jest.fn(), warning: jest.fn() } }));

import CopyCell from '@/components/table/CopyCell';
import { toast } from '@/utils/toast';
import { act, fireEvent, render, screen } from '@testing-library/react';

describe('CopyCell', () => {
  it('shows the text (or what stands for it) with a named copy button that copies it', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.assign(navigator, { clipboard: { writeText } });
    render(
      <CopyCell text="SO123">
        <a href="/order/detail?orderNo=SO123">SO123</a>
      </CopyCell>,
    );
    expect(screen.getByRole('link', { name: 'SO123' })).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Copy SO123' });
    expect(button).toHaveAttribute('title', 'Copy');
    await act(async () => {
      fireEvent.click(button);
    });
    expect(writeText).toHaveBeenCalledWith('SO123');
    expect(toast.success).toHaveBeenCalledWith('Copied');
  });

  it('an empty value is a dash, with nothing to copy', () => {
    const { container } = render(<CopyCell text={undefined} />);
    expect(container.textContent).toBe('-');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
