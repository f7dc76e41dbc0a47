/**
 * The small-screen menu's open state and the ways it closes: a route change, Escape (focus goes
 * back to the toggle when it was in the menu), a click or tap outside the navigation bar, focus
 * moving outside it, and the
 * waitlist dialog opening (the menu is not left open behind it).
 */
import { useEffect, useRef, useState } from 'react';
import { useWaitlist } from '../waitlist/waitlist-context.js';

export function useMobileMenu(urlPathname: string) {
  const [open, setOpen] = useState(false);
  const navRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
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

  // Not left open behind the waitlist dialog (SiteHeader has the dialog give focus back to the
  // toggle, as the menu's button that opened it is hidden by then).
  useEffect(() => {
    if (dialogOpen) setOpen(false);
  }, [dialogOpen]);

  return { open, setOpen, close, navRef, toggleRef };
}
