import { reportError } from './reportError';
import { toast } from './toast';

/**
 * Copies a text and says whether it worked: the browser refuses the clipboard without a secure
 * context or the user's permission, and the user must then copy by hand. Answers whether it copied.
 */
export async function copyText(text: string, doneText: string): Promise<boolean> {
  try {
    if (!navigator.clipboard) throw new Error('clipboard unavailable');
    await navigator.clipboard.writeText(text);
    toast.success(doneText);
    return true;
  } catch (e) {
    reportError(e, { fallbackId: 'common.error.copyFailed' });
    return false;
  }
}
