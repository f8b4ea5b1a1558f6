import { Icon, isIconName, type IconName } from '../icons/icons';
import type { Toast } from './toast-types';

const TYPE_ICONS: Record<Toast['type'], IconName> = {
  info: 'info',
  success: 'success',
  warning: 'warning',
  error: 'error',
};

interface ToastViewProps {
  toast: Toast;
  onDismiss: (id: string) => void;
  onRemove: (id: string) => void;
}

export function ToastView({ toast, onDismiss, onRemove }: ToastViewProps) {
  const { id, type, message, icon, dismissable, dismissText, actionText, onAction } = toast;
  const urgent = type === 'error' || type === 'warning';
  return (
    <div className={`toast toast--${type}`} role={urgent ? 'alert' : 'status'}>
      <Icon className="toast__icon" name={isIconName(icon) ? icon : TYPE_ICONS[type]} size={20} />
      <p className="toast__message">{message}</p>
      {actionText && onAction ? (
        <button type="button" className="toast__action" onClick={() => onAction(() => onRemove(id))}>
          {actionText}
        </button>
      ) : null}
      {dismissable ? (
        <button
          type="button"
          className="toast__dismiss"
          aria-label={dismissText ?? 'Dismiss'}
          onClick={() => onDismiss(id)}
        >
          <Icon name="close" size={18} />
        </button>
      ) : null}
    </div>
  );
}
