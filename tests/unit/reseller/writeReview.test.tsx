jest.mock('@umijs/max', () => require('../umiMock').umiMock);
jest.mock('@/services/supplier', () => ({
  queryComments: jest.fn(async () => ({ records: [], total: 0, current: 1, size: 20, averageRating: '0', unreplied: 0 })),
  createComment: jest.fn(async () => ({ id: 'CM1' })),
}));
jest.mock('@/utils/toast', () => ({ toast: { success: jest.fn(), error: jest.fn(), info: jest.fn(), warning: jest.fn() } }));

import ResellerComments from '@/pages/reseller/comment';
import { createComment } from '@/services/supplier';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { state } from '../umiMock';

const dialog = async () =>
  (await screen.findByText('Write a review', { selector: '.ant-modal-title' }, { timeout: 10_000 })).closest('.ant-modal') as HTMLElement;
const stars = (modal: HTMLElement) => Array.from(modal.querySelectorAll<HTMLElement>('.ant-rate-star [role="radio"]'));
const checkedStars = (modal: HTMLElement) => stars(modal).filter((s) => s.getAttribute('aria-checked') === 'true').length;
const submit = (modal: HTMLElement) => modal.querySelector<HTMLButtonElement>('.ant-modal-footer .ant-btn-primary')!;

describe('writing a review', () => {
  beforeAll(() => import('@ant-design/pro-components'));
  beforeEach(() => {
    (createComment as jest.Mock).mockClear();
    state.pathname = '/en/reseller/comment';
    state.search = '';
  });

  it('opens from an order with its number filled in, keeps five stars when the fifth is clicked, and sends them', async () => {
    state.search = '?orderNo=PO20260110001';
    render(<ResellerComments />);
    const modal = await dialog();
    expect((modal.querySelector('#orderNo') as HTMLInputElement).value).toBe('PO20260110001');
    expect(checkedStars(modal)).toBe(5);

    fireEvent.click(stars(modal)[4]);
    expect(checkedStars(modal)).toBe(5);

    fireEvent.change(modal.querySelector('#content') as HTMLTextAreaElement, { target: { value: 'Fast and friendly' } });
    await act(async () => fireEvent.click(submit(modal)));
    await waitFor(() => expect(createComment).toHaveBeenCalledWith({ orderNo: 'PO20260110001', rating: 5, content: 'Fast and friendly' }));
  }, 30_000);

  it('clicking the current star of a chosen rating keeps it', async () => {
    render(<ResellerComments />);
    fireEvent.click(await screen.findByText('Write a review', { selector: 'button span' }, { timeout: 10_000 }));
    const modal = await dialog();
    fireEvent.click(stars(modal)[2]);
    expect(checkedStars(modal)).toBe(3);
    fireEvent.click(stars(modal)[2]);
    expect(checkedStars(modal)).toBe(3);

    fireEvent.change(modal.querySelector('#orderNo') as HTMLInputElement, { target: { value: 'PO1' } });
    fireEvent.change(modal.querySelector('#content') as HTMLTextAreaElement, { target: { value: 'Fine' } });
    await act(async () => fireEvent.click(submit(modal)));
    await waitFor(() => expect(createComment).toHaveBeenCalledWith({ orderNo: 'PO1', rating: 3, content: 'Fine' }));
  }, 30_000);
});
