import { useEffect, useRef, useState, type RefObject } from 'react';

export interface DropdownView {
  open: boolean;
  toggle: () => void;
  close: () => void;
  container: RefObject<HTMLDivElement | null>;
  trigger: RefObject<HTMLButtonElement | null>;
}

/**
 * A popup that closes on Escape (focus back on its button) and on a click anywhere outside it. A popup shown
 * in a modal (`inModal`) leaves both to the modal, whose portal is outside the container.
 */
export function useDropdown(inModal = false): DropdownView {
  const [open, setOpen] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open || inModal) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      trigger.current?.focus();
    };
    const onPointer = (event: MouseEvent) => {
      if (!container.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onPointer);
    };
  }, [open, inModal]);

  return { open, toggle: () => setOpen((was) => !was), close: () => setOpen(false), container, trigger };
}
