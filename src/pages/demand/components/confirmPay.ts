import { Modal } from 'antd';

/** A money action asks first: resolves true when the user confirms. */
export function confirmPay(title: string, content: string, okText?: string): Promise<boolean> {
  return new Promise((resolve) => {
    Modal.confirm({ title, content, okText, onOk: () => resolve(true), onCancel: () => resolve(false) });
  });
}
