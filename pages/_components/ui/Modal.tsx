/**
 * An accessible modal dialog on Bulma's modal markup: focus moves in (to `initialFocus` or the
 * first control), Tab and Shift+Tab stay inside, Escape, the backdrop and the close control
 * close it, and focus returns to `returnFocus` (or whatever had it before) on close.
 * Making the rest of the page inert is the caller's job (see pages/+Layout.tsx).
 */
import { useEffect, useRef, type ReactNode, type RefObject } from 'react';

const FOCUSABLE = [
  'a[href]', 'button:not([disabled])', 'input:not([disabled]):not([type="hidden"])', 'select:not([disabled])',
  'textarea:not([disabled])', '[tabindex]:not([tabindex="-1"])',
].join(',');

function focusables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.tabIndex >= 0 && !el.closest('[aria-hidden="true"]'));
}

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  labelledBy: string;
  describedBy?: string;
  initialFocus?: RefObject<HTMLElement | null>;
  returnFocus?: HTMLElement | null;
  className?: string;
  children: ReactNode;
}

export function Modal({ open, onClose, labelledBy, describedBy, initialFocus, returnFocus, className, children }: ModalProps) {
  const card = useRef<HTMLDivElement>(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useEffect(() => {
    if (!open) return;
    const previous = returnFocus ?? (document.activeElement as HTMLElement | null);
    const root = card.current!;
    (initialFocus?.current ?? focusables(root)[0] ?? root).focus();
    document.documentElement.classList.add('is-clipped');

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        closeRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusables(root);
      if (items.length === 0) return event.preventDefault();
      const first = items[0];
      const last = items[items.length - 1];
      const active = document.activeElement as HTMLElement | null;
      const inside = !!active && root.contains(active);
      if (event.shiftKey && (!inside || active === first)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (!inside || active === last)) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.documentElement.classList.remove('is-clipped');
      if (previous?.isConnected) previous.focus();
    };
  }, [open, initialFocus, returnFocus]);

  if (!open) return null;
  return (
    <div className={`modal is-active ${className ?? ''}`}>
      <div className="modal-background" onClick={onClose} />
      <div ref={card} className="modal-card" role="dialog" aria-modal="true" aria-labelledby={labelledBy} aria-describedby={describedBy} tabIndex={-1}>
        {children}
      </div>
    </div>
  );
}
