import './toast.css';
import { useToastList, useToasts } from './use-toasts';
import { ToastView } from './toast-view';

/** Renders the live toasts, oldest first. A re-shown duplicate gets a new key so it is announced again. */
export function ToastContainer() {
  const toasts = useToastList();
  const { dismissToast, removeToast } = useToasts();
  return (
    <div className="toast-container" aria-label="Messages" role="region">
      {toasts.map((toast) => (
        <ToastView
          key={`${toast.id}-${toast.timestamp}`}
          toast={toast}
          onDismiss={dismissToast}
          onRemove={removeToast}
        />
      ))}
    </div>
  );
}
