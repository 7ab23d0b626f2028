import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useFocusTrap } from './use-focus-trap';

interface ModalProps {
  open: boolean;
  onClose: () => void;
  /** id of the element naming the dialog. */
  labelledBy?: string;
  label?: string;
  describedBy?: string;
  role?: 'dialog' | 'alertdialog';
  className?: string;
  /** Where focus goes on open; default the first focusable element. */
  initialFocus?: RefObject<HTMLElement | null>;
  children: ReactNode;
}

/**
 * An accessible modal: rendered over the page in a portal, the page behind made inert, focus trapped inside,
 * Escape and a click on the backdrop close it, focus returns to the opener.
 */
export function Modal({ open, onClose, labelledBy, label, describedBy, role = 'dialog', className, initialFocus, children }: ModalProps) {
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const app = document.getElementById('root');
    if (!app) return;
    const wasInert = app.inert;
    app.inert = true;
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      app.inert = wasInert;
      document.body.style.overflow = overflow;
    };
  }, [open]);

  // Declared after the inert effect on purpose: on close React runs cleanups in declaration order, so the page is
  // interactive again before the trap hands focus back to the opener.
  useFocusTrap(panel, open, onClose, initialFocus);

  if (!open) return null;
  return createPortal(
    <div className="modal-backdrop" onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <div
        ref={panel}
        role={role}
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-label={labelledBy ? undefined : label}
        aria-describedby={describedBy}
        className={className ?? 'modal'}
        tabIndex={-1}
      >
        {children}
      </div>
    </div>,
    document.body,
  );
}
