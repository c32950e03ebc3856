/** What the prompt dialog checks before it closes with a value (SPEC §5). */
export interface PromptCheckOptions {
  /** Default true: an empty answer is refused. */
  required?: boolean;
  /** Optional pattern the whole answer must match. */
  pattern?: RegExp | string;
  /** Optional custom check; false, a rejection or a throw means the answer is refused. */
  check?: (value: string) => boolean | Promise<boolean>;
  /** Shown when the pattern or the check refuses the answer; a default text otherwise. */
  errorText?: string;
}

export interface PromptTexts {
  /** Shown for an empty answer to a required prompt. */
  required: string;
  /** The default error text. */
  invalid: string;
}

function matches(pattern: RegExp | string, value: string): boolean {
  // a string pattern is anchored: the answer as a whole must match, not a part of it
  const re = typeof pattern === 'string' ? new RegExp(`^(?:${pattern})$`) : pattern;
  re.lastIndex = 0;
  return re.test(value);
}

/** The error to show for an answer, or undefined when it is accepted. */
export async function checkPromptValue(value: string, opts: PromptCheckOptions, texts: PromptTexts): Promise<string | undefined> {
  const refused = opts.errorText?.trim() ? opts.errorText : texts.invalid;
  if (value.trim() === '') return opts.required === false ? undefined : texts.required;
  if (opts.pattern !== undefined && !matches(opts.pattern, value)) return refused;
  if (opts.check) {
    try {
      if (!(await opts.check(value))) return refused;
    } catch {
      return refused; // a check that throws refuses the answer: the dialog shows the error text
    }
  }
  return undefined;
}
