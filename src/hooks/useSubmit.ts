import { showFormError } from '@/utils/formErrors';
import type { FormInstance } from 'antd';
import { useRef, useState } from 'react';

/**
 * Form submission with a busy flag that also blocks a second submit while the first is running
 * (no double sends), and the server's field violations put next to their inputs. The typed values
 * stay in the form on failure; a message the request pipeline did not show is shown here.
 */
export default function useSubmit<T>(form: FormInstance<T>, action: (values: T) => Promise<unknown>) {
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  const onFinish = async (values: T) => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      await action(values);
    } catch (e) {
      // violations on their fields; the rest as a toast unless the pipeline showed it (a bug, not a
      // refusal, is logged and shown as the generic text: never let it pass silently)
      showFormError(form, e);
    } finally {
      running.current = false;
      setBusy(false);
    }
  };
  return { busy, onFinish };
}
