import { showFormError } from '@/utils/formErrors';
import type { Order } from '@/types';
import { Form } from 'antd';

/**
 * The form dialogs of the order actions. Each keeps what was typed when the server refuses it
 * (violations land on their fields) and cannot be submitted twice (ModalForm's own busy state).
 */
export interface Base {
  order: Order;
  open: boolean;
  onClose: () => void;
  /** runs the call; the dialog closes when it resolves */
  onSubmit: (values: Record<string, unknown>) => Promise<unknown>;
}

export function useRun(onSubmit: Base['onSubmit']) {
  const [form] = Form.useForm();
  const onFinish = async (values: Record<string, unknown>) => {
    try {
      await onSubmit(values);
      return true;
    } catch (e) {
      showFormError(form, e);
      return false;
    }
  };
  return { form, onFinish };
}

export const modalProps = (onClose: () => void) => ({ destroyOnClose: true, onCancel: onClose, maskClosable: false });
