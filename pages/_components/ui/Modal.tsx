/**
 * The site's one modal dialog (the waitlist dialog, the admin's confirmations and category
 * dialogs), on Bulma's modal card, rendered at the end of <body>:
 * - focus moves in (to `initialFocus`, else a `data-autofocus` element, else the first control),
 *   Tab and Shift+Tab go round inside it, and on close focus returns to the opener (or to the
 *   main content when the opener is gone or hidden);
 * - the rest of the page is inert and does not scroll (modal-page.ts), the toasts excepted;
 * - Escape and the close control close it, a click outside too unless `closeOnOutsideClick`
 *   is false (a confirmation, role alertdialog, never closes that way: docs/product.md §4); while
 *   `busy` (a request running) nothing closes it;
 * - it is named by its title and described by its description.
 */
import { useId, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { canTakeFocus, focusables, isolateModal } from './modal-page.js';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: ReactNode;
  /** alertdialog: a confirmation; it has no close control and ignores clicks outside. */
  role?: 'dialog' | 'alertdialog';
  /** Escape closes it (default true). */
  closeOnEscape?: boolean;
  /** A click outside closes it (default true for a dialog, always false for an alertdialog). */
  closeOnOutsideClick?: boolean;
  /** While a request runs, nothing closes it. */
  busy?: boolean;
  /** The close control's accessible name ("Close"). */
  closeLabel?: string;
  initialFocus?: RefObject<HTMLElement | null>;
  /** Where focus goes on close; by default the element that had it when the modal opened. */
  returnFocus?: HTMLElement | null;
  className?: string;
  children?: ReactNode;
  footer?: ReactNode;
}

export function Modal(props: ModalProps) {
  const { open, title, description, role = 'dialog', busy = false, closeLabel = 'Close', className, children, footer } = props;
  const card = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  // The latest props, for listeners that live as long as the modal is open.
  const latest = useRef(props);
  latest.current = props;
  const closeOnOutsideClick = role === 'dialog' && (props.closeOnOutsideClick ?? true);

  // First note who has focus, then show the content: a field in it may take focus as it
  // mounts (autoFocus), and that field is not where focus should return to.
  const opener = useRef<HTMLElement | null>(null);
  const [shown, setShown] = useState(false);
  useLayoutEffect(() => {
    if (!open) return;
    opener.current = latest.current.returnFocus ?? (document.activeElement as HTMLElement | null);
    setShown(true);
    return () => setShown(false);
  }, [open]);
  // Closing takes effect in the same render as `open` turning false (focus goes back at once).
  const visible = open && shown;

  // Before the browser paints the open modal (a layout effect): from the first frame it shows,
  // focus is inside, the page behind is inert and Escape closes it; a key pressed at once is not lost.
  useLayoutEffect(() => {
    if (!visible) return;
    const root = card.current!;
    const undoIsolation = isolateModal(root.closest('.modal') as HTMLElement);
    const first = latest.current.initialFocus?.current ?? root.querySelector<HTMLElement>('[data-autofocus]') ?? focusables(root)[0] ?? root;
    first.focus({ preventScroll: true });

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) {
        const { closeOnEscape = true, busy: running = false, onClose } = latest.current;
        if ((event.target as Element | null)?.closest?.('[data-above-modals]')) return;
        event.preventDefault();
        if (closeOnEscape && !running) onClose();
        return;
      }
      if (event.key === 'Tab') keepTabInside(event, root);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      undoIsolation();
      const target = canTakeFocus(opener.current) ? opener.current : document.getElementById('main-content');
      target?.focus({ preventScroll: true });
    };
  }, [visible]);

  if (!visible) return null;
  const close = () => {
    if (!latest.current.busy) latest.current.onClose();
  };
  return createPortal(
    <div className={`modal is-active site-modal ${className ?? ''}`}>
      <div className="modal-background" onClick={closeOnOutsideClick ? close : undefined} />
      <div ref={card} className="modal-card" role={role} aria-modal="true" aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined} tabIndex={-1}>
        <header className="modal-card-head">
          <div className="site-modal-heading">
            <h2 id={titleId} className="modal-card-title">{title}</h2>
            {description ? <p id={descriptionId} className="site-modal-description">{description}</p> : null}
          </div>
          {role === 'dialog' ? <button type="button" className="delete is-medium" aria-label={closeLabel} onClick={close} disabled={busy} /> : null}
        </header>
        {children ? <section className="modal-card-body">{children}</section> : null}
        {footer ? <footer className="modal-card-foot">{footer}</footer> : null}
      </div>
    </div>,
    document.body,
  );
}

/** Tab from the last control goes to the first, Shift+Tab from the first to the last. */
function keepTabInside(event: KeyboardEvent, root: HTMLElement) {
  const active = document.activeElement as HTMLElement | null;
  // The toasts stay reachable (F8); Tab there is the notification area's own business.
  if (active?.closest('[data-above-modals]')) return;
  const items = focusables(root);
  if (items.length === 0) return event.preventDefault();
  const first = items[0];
  const last = items[items.length - 1];
  const inside = !!active && root.contains(active);
  if (event.shiftKey && (!inside || active === first || active === root)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (!inside || active === last)) {
    event.preventDefault();
    first.focus();
  }
}
