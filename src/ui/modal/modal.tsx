import './modal.css';
import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Button } from '../button/button';
import { Icon } from '../icons/icons';
import { useFocusTrap } from '../hooks/use-focus-trap';
import { useScrollLock } from '../hooks/use-scroll-lock';

export interface ModalAction {
  label: string;
  onClick: () => void;
  disabled?: boolean;
}

interface ModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  primaryAction?: ModalAction;
  secondaryAction?: ModalAction;
  /** When true a click on the backdrop does not close the modal (Escape and the close icon still do). */
  disableClickOutside?: boolean;
  closeLabel?: string;
}

/** A bottom sheet up to 768px wide screens, a centred dialog above (modal.css). Rendered into <body>. */
export function Modal(props: ModalProps) {
  const { open, title, onClose, children, primaryAction, secondaryAction, disableClickOutside, closeLabel } =
    props;
  const dialog = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useScrollLock(open);
  useFocusTrap(dialog, open, onClose);
  if (!open) return null;

  const onBackdrop = () => {
    if (!disableClickOutside) onClose();
  };
  const hasFooter = Boolean(primaryAction || secondaryAction);

  return createPortal(
    <div className="modal">
      {/* The backdrop is a mouse convenience; keyboard users have Escape and the close button. */}
      <div className="modal__backdrop" data-testid="modal-backdrop" aria-hidden="true" onClick={onBackdrop} />
      <div
        className="modal__dialog"
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <header className="modal__header">
          <h2 className="modal__title" id={titleId}>
            {title}
          </h2>
          <button type="button" className="modal__close" aria-label={closeLabel ?? 'Close'} onClick={onClose}>
            <Icon name="close" />
          </button>
        </header>
        <div className="modal__body">{children}</div>
        {hasFooter ? (
          <footer className="modal__footer">
            {secondaryAction ? (
              <Button
                variant="secondary"
                onClick={secondaryAction.onClick}
                disabled={secondaryAction.disabled}
              >
                {secondaryAction.label}
              </Button>
            ) : null}
            {primaryAction ? (
              <Button onClick={primaryAction.onClick} disabled={primaryAction.disabled}>
                {primaryAction.label}
              </Button>
            ) : null}
          </footer>
        ) : null}
      </div>
    </div>,
    document.body,
  );
}
