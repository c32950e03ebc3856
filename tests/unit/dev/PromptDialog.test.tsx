jest.mock('@umijs/max', () => require('../umiMock').umiMock);

import { usePrompt } from '@/components/form-rules';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';

/** Opens one prompt and shows what it answered. */
/** The prompt options these tests use (declared here: the test transform cannot take imported types). */
interface Opts {
  title: string;
  label?: string;
  pattern?: string | RegExp;
  errorText?: string;
  check?: (v: string) => Promise<boolean>;
}

function Harness({ opts }: { opts: Opts }) {
  const [prompt, holder] = usePrompt();
  const [answer, setAnswer] = useState('none');
  return (
    <>
      <button type="button" onClick={async () => setAnswer(String(await prompt(opts)))}>
        open
      </button>
      <output data-testid="answer">{answer}</output>
      {holder}
    </>
  );
}

const open = async (opts: Opts) => {
  render(<Harness opts={opts} />);
  fireEvent.click(screen.getByText('open'));
  return (await screen.findByTestId('prompt-input')) as HTMLInputElement;
};

describe('PromptDialog', () => {
  it('shows the required message with the label and keeps the dialog open', async () => {
    await open({ title: 'Rename', label: 'Username' });
    fireEvent.click(screen.getByTestId('prompt-ok'));
    expect(await screen.findByText('Username is required')).toBeInTheDocument();
    expect(screen.getByTestId('answer')).toHaveTextContent('none');
  });

  it('shows the configured error text when the pattern refuses, keeps what was typed, then accepts a fix', async () => {
    const input = await open({ title: 'Rename', label: 'Username', pattern: '[a-z_]{3,}', errorText: 'Lower-case letters only' });
    fireEvent.change(input, { target: { value: 'AB' } });
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(await screen.findByText('Lower-case letters only')).toBeInTheDocument();
    expect(input.value).toBe('AB');
    fireEvent.change(input, { target: { value: 'trader_1x' } });
    expect(screen.queryByText('Lower-case letters only')).toBeNull(); // the error goes as soon as one types
    fireEvent.change(input, { target: { value: 'trader' } });
    fireEvent.click(screen.getByTestId('prompt-ok'));
    await waitFor(() => expect(screen.getByTestId('answer')).toHaveTextContent('trader'));
  });

  it('shows the default text when the custom check refuses', async () => {
    const check = jest.fn(async (v: string) => v === 'yes');
    const input = await open({ title: 'Confirm', check });
    fireEvent.change(input, { target: { value: 'no' } });
    fireEvent.click(screen.getByTestId('prompt-ok'));
    expect(await screen.findByText('The value entered is not valid')).toBeInTheDocument();
    expect(check).toHaveBeenCalledWith('no');
  });

  it('answers undefined on cancel', async () => {
    await open({ title: 'Anything' });
    await act(async () => {
      fireEvent.click(screen.getByText('Cancel'));
    });
    await waitFor(() => expect(screen.getByTestId('answer')).toHaveTextContent('undefined'));
  });
});
