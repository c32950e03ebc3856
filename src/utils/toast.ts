import { message, notification } from 'antd';
import { TOAST_DURATION_S, TOAST_OFFSET, TOAST_SUCCESS_DURATION_S } from '@/constants/limits';

/**
 * The one toast module (SPEC §8/§9). antd's message cannot be closed by the user, so errors use
 * notification (closable) and are keyed by their text: the same error raised several times
 * (parallel calls failing together) collapses into one toast instead of a stack.
 */
let configured = false;
function ensureConfigured(): void {
  if (configured) return;
  configured = true;
  message.config({ top: TOAST_OFFSET, duration: TOAST_DURATION_S });
  notification.config({ top: TOAST_OFFSET, duration: TOAST_DURATION_S });
}

/** Grouping key of an error toast: equal texts share it. */
export const errorToastKey = (text: string): string => `toast-error:${text}`;

export const toast = {
  success(text: string): void {
    ensureConfigured();
    message.success({ content: text, duration: TOAST_SUCCESS_DURATION_S });
  },
  info(text: string): void {
    ensureConfigured();
    message.info({ content: text, duration: TOAST_DURATION_S });
  },
  warning(text: string): void {
    ensureConfigured();
    message.warning({ content: text, duration: TOAST_DURATION_S });
  },
  error(text: string): void {
    ensureConfigured();
    notification.error({
      key: errorToastKey(text),
      message: text,
      duration: TOAST_DURATION_S,
      closable: true,
      placement: 'top',
    });
  },
};

export default toast;
