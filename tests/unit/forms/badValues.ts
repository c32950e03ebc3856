/**
 * The one table of bad values every number field of the console is tried with (SPEC: nothing typed
 * is lost, a clear error for every bad input), and the few steps the form tests share. A number
 * input would clamp '-3', read '1e5' as 100000, round '12.345', cut '99999999999999999999' to its
 * maximum and drop 'abc': each of them must instead be refused as typed with the rule's words.
 */
import { act, fireEvent, waitFor } from '@testing-library/react';

export const BAD_NUMBERS = ['-3', 'abc', '1e5', '12.345', '99999999999999999999', ' '] as const;
export type BadNumber = (typeof BAD_NUMBERS)[number];

/** Each bad value with the message its field must show ('blank' values of an optional field are left out by the caller). */
export const expectations = (message: (typed: BadNumber) => string, values: readonly BadNumber[] = BAD_NUMBERS) =>
  values.map((typed) => [typed, message(typed)] as const);

export const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
export const valueOf = (input: HTMLElement) => (input as HTMLInputElement).value;
/** The error antd shows under the field of `input`, once it shows one. */
export const errorOf = (input: HTMLElement) =>
  input.closest('.ant-form-item')?.querySelector('.ant-form-item-explain-error')?.textContent ?? '';
export const expectError = async (input: HTMLElement, text: string) => waitFor(() => expect(errorOf(input)).toBe(text));
export const click = (el: HTMLElement) => act(async () => fireEvent.click(el));
