/**
 * The waitlist dialog, loaded the first time it is wanted: its form, validation (yup, final-form)
 * and dialog code stay out of every page's first download. A "Join the Movement" button that is
 * hovered or focused starts the download (preloadWaitlistDialog), so the dialog is usually there
 * by the click; once loaded it stays mounted and opens and closes as before.
 */
import { lazy, Suspense, useState } from 'react';
import { useWaitlist } from './waitlist-context.js';

const load = () => import('./WaitlistDialog.js');
const WaitlistDialog = lazy(() => load().then((module) => ({ default: module.WaitlistDialog })));

/** Starts loading the dialog's code (a button about to be pressed). */
export function preloadWaitlistDialog(): void {
  void load();
}

export function LazyWaitlistDialog() {
  const { isOpen } = useWaitlist();
  const [wanted, setWanted] = useState(false);
  if (isOpen && !wanted) setWanted(true);
  if (!wanted) return null;
  return <Suspense fallback={null}><WaitlistDialog /></Suspense>;
}
