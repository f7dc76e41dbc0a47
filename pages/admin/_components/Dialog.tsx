/**
 * An accessible modal on the native <dialog>: showModal() moves focus in and makes the page
 * behind inert (focus stays inside), Escape closes, focus returns to where it was. Confirmations
 * (role alertdialog) ignore clicks outside, as SPEC section 4 asks for deleting a post.
 */
import { useEffect, useId, useRef, type MouseEvent, type ReactNode } from 'react';

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: ReactNode;
  /** alertdialog: a confirmation; clicking outside never dismisses it. */
  role?: 'dialog' | 'alertdialog';
  /** While a request runs, Escape and outside clicks do nothing. */
  busy?: boolean;
  children?: ReactNode;
  footer?: ReactNode;
  className?: string;
}

export function Dialog({ open, onClose, title, description, role = 'dialog', busy = false, children, footer, className }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      // showModal() focuses the first focusable element; a field may ask to be first instead.
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
      // Back to the control that opened it; if that is gone (its row was deleted), to the page.
      const target = returnFocus.current?.isConnected ? returnFocus.current : document.getElementById('main-content');
      target?.focus({ preventScroll: true });
      returnFocus.current = null;
    }
  }, [open]);

  const onBackdropClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (role === 'alertdialog' || busy || event.target !== ref.current) return;
    const box = ref.current.getBoundingClientRect();
    const inside = event.clientX >= box.left && event.clientX <= box.right && event.clientY >= box.top && event.clientY <= box.bottom;
    if (!inside) onClose();
  };

  return (
    <dialog
      ref={ref}
      role={role}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      className={`admin-dialog ${className ?? ''}`}
      onCancel={(event) => {
        // Escape: React state decides, so the dialog never closes behind the app's back.
        event.preventDefault();
        if (!busy) onClose();
      }}
      onClick={onBackdropClick}
    >
      {open ? (
        <div className="modal-card">
          <header className="modal-card-head">
            <div className="admin-dialog-heading">
              <h2 id={titleId} className="modal-card-title">{title}</h2>
              {description ? <p id={descriptionId} className="admin-dialog-description">{description}</p> : null}
            </div>
            {role === 'dialog' ? <button type="button" className="delete" aria-label="Close" onClick={onClose} disabled={busy} /> : null}
          </header>
          {children ? <section className="modal-card-body">{children}</section> : null}
          {footer ? <footer className="modal-card-foot">{footer}</footer> : null}
        </div>
      ) : null}
    </dialog>
  );
}
