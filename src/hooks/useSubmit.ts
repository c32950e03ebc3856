import { applyViolations } from '@/utils/formErrors';
import { t } from '@/utils/i18n';
import { logger } from '@/utils/logger';
import { RequestError } from '@/utils/request';
import { toast } from '@/utils/toast';
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
      if (e instanceof RequestError) applyViolations(form, e);
      else {
        // a bug, not a refusal: never let it pass silently
        logger.error('submit failed', e);
        toast.error(t('common.error.unexpected'));
      }
    } finally {
      running.current = false;
      setBusy(false);
    }
  };
  return { busy, onFinish };
}
