import { TOAST_DURATION_S, TOAST_OFFSET, TOAST_SUCCESS_DURATION_S } from '@/constants/limits';
import type { message as Message, notification as Notification } from 'antd';

/**
 * The one toast module (SPEC §8/§9). antd's message cannot be closed by the user, so errors use
 * notification (closable) and are keyed by their text: the same error raised several times
 * (parallel calls failing together) collapses into one toast instead of a stack.
 * message and notification load with the first toast: they are not part of the entry chunk.
 */
interface Toasters {
  message: typeof Message;
  notification: typeof Notification;
}

let loading: Promise<Toasters> | undefined;
function toasters(): Promise<Toasters> {
  loading ??= import(/* webpackExports: ["message", "notification"] */ 'antd').then(({ message, notification }) => {
    message.config({ top: TOAST_OFFSET, duration: TOAST_DURATION_S });
    notification.config({ top: TOAST_OFFSET, duration: TOAST_DURATION_S });
    return { message, notification };
  });
  return loading;
}

/** Grouping key of an error toast: equal texts share it. */
export const errorToastKey = (text: string): string => `toast-error:${text}`;

// a toast that cannot load (offline) has nowhere to show: nothing else to do
const ignore = () => undefined;

export const toast = {
  success(text: string): Promise<void> {
    return toasters().then(({ message }) => void message.success({ content: text, duration: TOAST_SUCCESS_DURATION_S }), ignore);
  },
  info(text: string): Promise<void> {
    return toasters().then(({ message }) => void message.info({ content: text, duration: TOAST_DURATION_S }), ignore);
  },
  warning(text: string): Promise<void> {
    return toasters().then(({ message }) => void message.warning({ content: text, duration: TOAST_DURATION_S }), ignore);
  },
  error(text: string): Promise<void> {
    return toasters().then(
      ({ notification }) =>
        notification.error({
          key: errorToastKey(text),
          message: text,
          duration: TOAST_DURATION_S,
          closable: true,
          placement: 'top',
        }),
      ignore,
    );
  },
  /** Closes every toast on screen (the console is leaving the page: its toasts go with it). */
  closeAll(): void {
    if (!loading) return;
    loading.then(({ message, notification }) => {
      message.destroy();
      notification.destroy();
    }, ignore);
  },
};

export default toast;
