/**
 * The small-screen menu's open state and the ways it closes: a route change, Escape (focus goes
 * back to the toggle when it was in the menu), a click or tap outside the navigation bar, focus
 * moving outside it, and the
 * waitlist dialog opening from the menu's "Join the Movement" (the menu is not left open behind
 * it; when the dialog closes, focus returns to the toggle, as the button that opened it is hidden).
 */
import { useEffect, useRef, useState } from 'react';
import { useWaitlist } from '../waitlist/waitlist-context.js';

export function useMobileMenu(urlPathname: string) {
  const [open, setOpen] = useState(false);
  const navRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const closedForDialog = useRef(false);
  const { isOpen: dialogOpen } = useWaitlist();
  const close = () => setOpen(false);

  // Also close when the route changes some other way (back button, a link in the page).
  useEffect(close, [urlPathname]);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      const focusWasInMenu = !!navRef.current?.contains(document.activeElement);
      setOpen(false);
      if (focusWasInMenu) toggleRef.current?.focus();
    };
    const onPointerDown = (event: Event) => {
      if (!navRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    // Focus leaving the navigation bar (Tab past the last item) closes the menu as a click outside does.
    document.addEventListener('focusin', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('focusin', onPointerDown);
    };
  }, [open]);

  useEffect(() => {
    if (dialogOpen && open) {
      closedForDialog.current = true;
      setOpen(false);
    } else if (!dialogOpen && closedForDialog.current) {
      // Runs after the dialog has handed focus back (to the main content: its opener is hidden).
      closedForDialog.current = false;
      toggleRef.current?.focus();
    }
    // `open` is read, not followed: only the dialog opening or closing matters here.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- following `open` would close the menu the moment it opens with a dialog up
  }, [dialogOpen]);

  return { open, setOpen, close, navRef, toggleRef };
}
