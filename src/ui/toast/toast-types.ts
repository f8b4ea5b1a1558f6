export type ToastType = 'info' | 'warning' | 'error' | 'success';

/** What a caller passes to addToast (SPEC 3, Toast). */
export interface ToastProps {
  type: ToastType;
  message: string;
  /** Defaults to true: the toast shows a dismiss button. */
  dismissable?: boolean;
  /** Milliseconds before auto-removal; 0 or false keeps it until dismissed. Defaults to 5000. */
  timeout?: number | false;
  actionText?: string;
  dismissText?: string;
  /** A name from the ui icon set. */
  icon?: string;
  onDismiss?: () => void;
  onAction?: (remove: () => void) => void;
}

export interface Toast extends ToastProps {
  id: string;
  timestamp: number;
  dismissable: boolean;
}
