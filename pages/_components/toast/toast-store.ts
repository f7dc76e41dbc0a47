/**
 * The notification store (docs/product.md §9): one toast at a time, 5 s by default, a dismissed
 * toast kept (closed) for 1,000,000 ms before removal. A tiny external store so any component,
 * or a plain function after a fetch, can raise a toast.
 */
import { TOAST_DURATION_MS, TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from '../../../src/shared/constants.js';

export type ToastVariant = 'default' | 'destructive';

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds before it closes itself; default 5000. */
  duration?: number;
  /** A link under the text (the live page after publishing). */
  link?: { href: string; label: string };
}

export interface ToastItem extends Required<Omit<ToastOptions, 'description' | 'link'>> {
  id: number;
  description?: string;
  link?: { href: string; label: string };
  open: boolean;
}

let toasts: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const removalTimers = new Map<number, ReturnType<typeof setTimeout>>();

function emit(next: ToastItem[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getToasts(): ToastItem[] {
  return toasts;
}

const EMPTY: ToastItem[] = [];
export function getServerToasts(): ToastItem[] {
  return EMPTY;
}

/** Closes a toast now (or every toast), and removes it from memory later. */
export function dismiss(id?: number): void {
  emit(toasts.map((item) => (id === undefined || item.id === id ? { ...item, open: false } : item)));
  for (const item of toasts) {
    if (id !== undefined && item.id !== id) continue;
    if (removalTimers.has(item.id)) continue;
    removalTimers.set(item.id, setTimeout(() => {
      removalTimers.delete(item.id);
      emit(toasts.filter((other) => other.id !== item.id));
    }, TOAST_REMOVE_DELAY_MS));
  }
}

export function toast(options: ToastOptions): number {
  const item: ToastItem = {
    id: nextId++,
    title: options.title,
    description: options.description,
    link: options.link,
    variant: options.variant ?? 'default',
    duration: options.duration ?? TOAST_DURATION_MS,
    open: true,
  };
  emit([item, ...toasts].slice(0, TOAST_LIMIT));
  return item.id;
}
