import { showFormError } from '@/utils/formErrors';
import { reportError } from '@/utils/reportError';
import type { FormInstance } from 'antd';
import { useRef, useState } from 'react';

export interface SubmitOptions<T> {
  /**
   * Asked first (e.g. the money confirmation): false sends nothing. The busy flag stays down while
   * it is open, and no second submit starts meanwhile.
   */
  confirm?: (values: T) => Promise<boolean>;
}

/**
 * Submission (of a form, or of an action without one) with a busy flag that also blocks a second
 * submit while the first is running (no double sends); `pending` is what is being submitted (the row
 * whose button spins). With a form, the server's field violations go next to their inputs and the
 * typed values stay in the form on failure; a message the request pipeline did not show is shown
 * here. An action that shows its failures itself catches them.
 */
export default function useSubmit<T>(
  form: FormInstance<T> | undefined,
  action: (values: T) => Promise<unknown>,
  options: SubmitOptions<T> = {},
) {
  const [busy, setBusy] = useState(false);
  const [pending, setPending] = useState<{ values: T }>();
  const running = useRef(false);
  const onFinish = async (values: T) => {
    if (running.current) return;
    running.current = true;
    try {
      if (options.confirm && !(await options.confirm(values))) return;
      setBusy(true);
      setPending({ values });
      await action(values);
    } catch (e) {
      // violations on their fields; the rest as a toast unless the pipeline showed it (a bug, not a
      // refusal, is logged and shown as the generic text: never let it pass silently)
      if (form) showFormError(form, e);
      else reportError(e);
    } finally {
      running.current = false;
      setBusy(false);
      setPending(undefined);
    }
  };
  return { busy, pending: pending?.values, onFinish };
}
