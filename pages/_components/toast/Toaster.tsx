/**
 * The notification area: announced to screen readers through two live regions that are in the
 * page from the first paint, empty (role status, polite; role alert, assertive, for errors): a
 * screen reader ignores a live region inserted together with its text, so a toast is put into
 * the region that already exists rather than carrying its own role. F8 moves focus to it, a toast closes itself after its duration (paused while hovered or
 * focused), with its close button, Escape, or a swipe right of 50 px. The toasts are plain
 * boxes, not list items: a list item cannot take the status or alert role (axe `list`,
 * `aria-allowed-role`), and one toast shows at a time anyway. The area stays usable while a
 * modal dialog is open (`data-above-modals`, see ui/modal-page.ts).
 */
import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { useToast } from './use-toast.js';
import type { ToastItem } from './toast-store.js';

const SWIPE_THRESHOLD_PX = 50;

function Toast({ item, onClose }: { item: ToastItem; onClose: () => void }) {
  const [paused, setPaused] = useState(false);
  const [offset, setOffset] = useState(0);
  const start = useRef<number | null>(null);

  useEffect(() => {
    if (!item.open || paused) return;
    const timer = setTimeout(onClose, item.duration);
    return () => clearTimeout(timer);
  }, [item.open, item.duration, paused, onClose]);

  const onPointerDown = (event: ReactPointerEvent) => {
    start.current = event.clientX;
  };
  const onPointerMove = (event: ReactPointerEvent) => {
    if (start.current !== null) setOffset(Math.max(0, event.clientX - start.current));
  };
  const onPointerUp = () => {
    if (offset > SWIPE_THRESHOLD_PX) onClose();
    start.current = null;
    setOffset(0);
  };

  const destructive = item.variant === 'destructive';
  return (
    <div
      className={`toast notification ${destructive ? 'is-danger' : 'is-success is-light'}`}
      data-testid="toast"
      tabIndex={0}
      style={offset ? { transform: `translateX(${offset}px)`, opacity: Math.max(0.2, 1 - offset / 200) } : undefined}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      onKeyDown={(event) => event.key === 'Escape' && onClose()}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
    >
      <button type="button" className="delete" aria-label="Close notification" onClick={onClose} />
      <p className="toast-title">{item.title}</p>
      {item.description ? <p className="toast-description">{item.description}</p> : null}
      {item.link ? <p className="toast-link"><a href={item.link.href} target="_blank" rel="noopener">{item.link.label}<span className="is-sr-only"> (opens in a new tab)</span></a></p> : null}
    </div>
  );
}

export function Toaster() {
  const { toasts, dismiss } = useToast();
  const region = useRef<HTMLDivElement>(null);
  const open = toasts.filter((item) => item.open);
  const show = (item: ToastItem) => <Toast key={item.id} item={item} onClose={() => dismiss(item.id)} />;

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'F8') {
        event.preventDefault();
        region.current?.focus();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <section aria-label="Notifications (F8)" className="toast-region" data-above-modals>
      <div ref={region} tabIndex={-1} className="toast-list">
        <div role="status" aria-live="polite" aria-atomic="true" data-testid="toast-status">
          {open.filter((item) => item.variant !== 'destructive').map(show)}
        </div>
        <div role="alert" aria-live="assertive" aria-atomic="true" data-testid="toast-alert">
          {open.filter((item) => item.variant === 'destructive').map(show)}
        </div>
      </div>
    </section>
  );
}
