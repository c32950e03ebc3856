import { checkPromptValue } from '@/components/form-rules/promptCheck';

const texts = { required: 'Value is required', invalid: 'The value entered is not valid' };

describe('prompt dialog checks', () => {
  it('refuses an empty answer unless the prompt is optional', async () => {
    expect(await checkPromptValue('  ', {}, texts)).toBe('Value is required');
    expect(await checkPromptValue('', { required: false, pattern: /^\d+$/ }, texts)).toBeUndefined();
  });

  it('applies the pattern to the whole answer, with the configured error text', async () => {
    const opts = { pattern: '[a-z]{3}', errorText: 'three lower-case letters' };
    expect(await checkPromptValue('abc', opts, texts)).toBeUndefined();
    expect(await checkPromptValue('abcd', opts, texts)).toBe('three lower-case letters'); // string patterns are anchored
    expect(await checkPromptValue('ab1', { pattern: /^[a-z]+$/ }, texts)).toBe(texts.invalid); // no text configured: the default
  });

  it('runs the custom check after the pattern; false, rejection or throw refuse', async () => {
    const check = jest.fn(async (v: string) => Number(v) % 100 === 0);
    expect(await checkPromptValue('300', { pattern: /^\d+$/, check }, texts)).toBeUndefined();
    expect(await checkPromptValue('250', { pattern: /^\d+$/, check, errorText: 'multiples of 100' }, texts)).toBe('multiples of 100');
    expect(await checkPromptValue('x', { pattern: /^\d+$/, check }, texts)).toBe(texts.invalid);
    expect(check).toHaveBeenCalledTimes(2); // not called when the pattern already refused
    expect(await checkPromptValue('1', { check: () => Promise.reject(new Error('down')) }, texts)).toBe(texts.invalid);
    expect(
      await checkPromptValue(
        '1',
        {
          check: () => {
            throw new Error('bug');
          },
        },
        texts,
      ),
    ).toBe(texts.invalid);
  });

  it('ignores a blank error text and falls back to the default', async () => {
    expect(await checkPromptValue('x', { pattern: /^\d$/, errorText: ' ' }, texts)).toBe(texts.invalid);
  });
});
