import { applyViolations } from '@/utils/formErrors';
import type { FormInstance } from 'antd';
import { useRef, useState } from 'react';

/**
 * Form submission with a busy flag that also blocks a second submit while the first is running
 * (no double sends), and the server's field violations put next to their inputs. The typed values
 * stay in the form on failure; the request pipeline already showed the message.
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
      applyViolations(form, e);
    } finally {
      running.current = false;
      setBusy(false);
    }
  };
  return { busy, onFinish };
}
