jest.mock('@umijs/max', () => require('../umiMock').umiMock);
jest.mock('@/utils/toast', () => {
  const toast = { success: jest.fn(), error: jest.fn(), info: jest.fn(), warning: jest.fn() };
  return { __esModule: true, toast, default: toast, errorToastKey: (text: string) => `toast-error:${text}` };
});
jest.mock('@/services/customer', () => ({ patchUserName: jest.fn(async () => ({})), patchUserAvatar: jest.fn() }));

import ProfileHeader from '@/pages/profile/components/ProfileHeader';
import { patchUserName } from '@/services/customer';
import { toast } from '@/utils/toast';
import { fireEvent, render, waitFor } from '@testing-library/react';
import { makeUser } from '../fixtures';

const BAD = [
  ['a right-to-left override', 'abc\u202Egpj.exe', 'contains hidden or direction-changing characters'],
  ['a zero-width space', 'Bob\u200B', 'contains hidden or direction-changing characters'],
  ['emoji alone', '😀😀', ''],
] as const;

function submit(box: HTMLTextAreaElement, value: string): void {
  fireEvent.change(box, { target: { value } });
  fireEvent.keyDown(box, { key: 'Enter', keyCode: 13 });
  fireEvent.keyUp(box, { key: 'Enter', keyCode: 13 });
}

/** A nickname that is not plain is refused on the spot, stays in the field as typed and is never sent; a plain one is sent. */
test('nicknames that are not plain are refused as typed; a plain one is sent', async () => {
  render(<ProfileHeader user={makeUser({ nickname: 'Old name' })} />);
  fireEvent.click(document.querySelector('[data-testid="profile-nickname"] button.ant-typography-edit')!);
  // role queries are slow on a page this size: the one text area is found directly
  const box = () => document.querySelector<HTMLTextAreaElement>('[data-testid="profile-nickname"] textarea, textarea')!;
  await waitFor(() => expect(box()).toBeTruthy());
  for (const [name, value, words] of BAD) {
    (toast.error as jest.Mock).mockClear();
    submit(box(), value);
    expect([name, (toast.error as jest.Mock).mock.calls.length]).toEqual([name, 1]);
    if (words) expect(String((toast.error as jest.Mock).mock.calls[0][0])).toContain(words);
    expect([name, box().value]).toEqual([name, value]);
  }
  expect(patchUserName).not.toHaveBeenCalled();
  submit(box(), 'New name 新名字');
  expect(patchUserName).toHaveBeenCalledWith('New name 新名字');
});
