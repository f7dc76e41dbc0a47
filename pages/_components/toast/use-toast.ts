import { useSyncExternalStore } from 'react';
import { dismiss, getServerToasts, getToasts, subscribe, toast } from './toast-store.js';

/** The toasts to show, and the functions to raise and close them. */
export function useToast() {
  const toasts = useSyncExternalStore(subscribe, getToasts, getServerToasts);
  return { toasts, toast, dismiss };
}

export { toast, dismiss };
export type { ToastOptions, ToastVariant } from './toast-store.js';
