import type { ToastProps } from './toast-types';

export const DEFAULT_TOAST_TIMEOUT = 5000;
/** SPEC 9: error toasts stay 15 s. The one value every error toast uses. */
export const ERROR_TOAST_MS = 15000;

export const TOAST_ERRORS = {
  type: 'toast.type is required',
  message: 'toast.message is required',
  dismiss: 'Toast should be user-dismissable or have a timeout',
} as const;

/** Throws the SPEC 5 misuse errors; a toast nobody can remove would stay on screen forever. */
export function validateToast(props: ToastProps): void {
  if (!props.type) throw new TypeError(TOAST_ERRORS.type);
  if (!props.message) throw new TypeError(TOAST_ERRORS.message);
  const { timeout, dismissable, onDismiss } = props;
  // 0 and false mean "never removed" (SPEC 4), so they are no timeout here.
  const hasTimeout = typeof timeout === 'number' && timeout > 0;
  if (!hasTimeout && dismissable === false && !onDismiss) throw new TypeError(TOAST_ERRORS.dismiss);
}

/**
 * The same type, message, dismissability, action and icon make the same toast, so adding it again replaces
 * (and re-shows) the one on screen instead of stacking copies.
 */
export function toastId({
  type,
  message,
  dismissable = true,
  actionText = '',
  icon = '',
}: ToastProps): string {
  const key = [type, message, String(dismissable), actionText, icon].join('\u0000');
  let hash = 5381;
  for (let i = 0; i < key.length; i += 1) hash = ((hash << 5) + hash + key.charCodeAt(i)) | 0;
  return `toast-${(hash >>> 0).toString(36)}`;
}

/** 0 and false mean sticky; anything else missing means the default. */
export function removalDelay(timeout: ToastProps['timeout']): number | null {
  if (timeout === 0 || timeout === false) return null;
  return timeout ?? DEFAULT_TOAST_TIMEOUT;
}
