import { type ReactNode, useCallback, useRef, useState } from 'react';
import PromptDialog, { type PromptOptions } from './PromptDialog';

/**
 * Imperative prompt: `const [prompt, holder] = usePrompt();` render `holder` once, then
 * `const value = await prompt({ title, pattern, check, errorText })` answers the accepted text, or
 * undefined when the user cancels.
 */
export default function usePrompt(): [(opts: PromptOptions) => Promise<string | undefined>, ReactNode] {
  const [opts, setOpts] = useState<PromptOptions>();
  const resolver = useRef<(v: string | undefined) => void>();

  const prompt = useCallback((next: PromptOptions) => {
    resolver.current?.(undefined); // a prompt opened over another one cancels the first
    setOpts(next);
    return new Promise<string | undefined>((resolve) => {
      resolver.current = resolve;
    });
  }, []);

  const finish = (value: string | undefined) => {
    resolver.current?.(value);
    resolver.current = undefined;
    setOpts(undefined);
  };

  const holder = opts ? <PromptDialog {...opts} open onOk={(v) => finish(v)} onCancel={() => finish(undefined)} /> : null;
  return [prompt, holder];
}
