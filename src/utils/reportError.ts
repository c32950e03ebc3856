/**
 * What a caller does with a failure it caught: show it once, in the user's language. The request
 * pipeline shows its own failures (RequestError.handled); everything else — a call made with
 * skipErrorHandler or silent, a local exception, a refused file read or clipboard write — is shown
 * here. A local exception is a bug, not a reason the user can act on: it is logged and shown as a
 * generic text from the locale files.
 */
import { t } from './i18n';
import { logger } from './logger';
import { RequestError } from './request';
import { toast } from './toast';

/** The generic text of a failure that is not a request's. */
export const UNEXPECTED_ERROR_ID = 'common.error.unexpected';

/** The text that says why an action failed: a request's own message, else a locale text (logged). */
export function errorText(e: unknown, fallbackId: string = UNEXPECTED_ERROR_ID): string {
  if (e instanceof RequestError) return e.message;
  logger.error('action failed', e);
  return t(fallbackId);
}

export interface ReportOptions {
  /**
   * The call was made with `silent: true`: the pipeline marks its failure handled but showed no
   * toast. A 401 is still left alone there (the login dialog speaks for it).
   */
  silentCall?: boolean;
  /** Locale id of the text for a failure that is not a request's. */
  fallbackId?: string;
}

/** failures shown here: a catch that rethrows and an outer one that reports too show it once */
const shown = new WeakSet<object>();

/** Whether the failure has been shown, or needs no word (a canceled call). */
export function alreadyShown(e: unknown, options: ReportOptions = {}): boolean {
  if (typeof e === 'object' && e !== null && shown.has(e)) return true;
  if (!(e instanceof RequestError)) return false;
  if (e.kind === 'canceled') return true;
  if (!e.handled) return false;
  return !options.silentCall || e.status === 401;
}

/**
 * Shows a failure as an error toast unless it was shown already (see alreadyShown). A RequestError
 * is marked handled once shown, so code further up that checks `handled` does not repeat it.
 */
export function reportError(e: unknown, options: ReportOptions = {}): void {
  if (alreadyShown(e, options)) return;
  toast.error(errorText(e, options.fallbackId));
  if (typeof e === 'object' && e !== null) shown.add(e);
  if (e instanceof RequestError) e.handled = true;
}

export default reportError;
