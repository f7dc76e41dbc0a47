/**
 * Asks before unsaved work is left behind (issue 12, row 5). While `active`:
 * - closing the tab, reloading or typing another address gets the browser's own "Leave site?"
 *   question (beforeunload);
 * - a click on a link to another page of the site (Cancel, Back to Admin, the admin bar, the
 *   site header) is held, and `pendingHref` asks the page to confirm; Vike's router never sees
 *   the click (this listener runs first, in the capture phase on window).
 * Links that open a new tab, in-page anchors and links inside the rich-text editor are left alone.
 */
import { useEffect, useRef, useState } from 'react';
import { navigate } from 'vike/client/router';

function heldHref(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
  if (!link || link.target === '_blank' || link.hasAttribute('download') || link.closest('[contenteditable="true"], .ck')) return null;
  const url = new URL(link.href, window.location.href);
  const here = new URL(window.location.href);
  if (url.origin === here.origin && url.pathname === here.pathname && url.search === here.search) return null;
  return url.origin === here.origin ? url.pathname + url.search + url.hash : url.href;
}

export function useLeaveGuard(active: boolean) {
  const [pendingHref, setPendingHref] = useState<string | null>(null);
  const guarding = useRef(active);
  guarding.current = active;
  const released = useRef(false);

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!guarding.current || released.current) return;
      event.preventDefault();
      // Older browsers show the question only when returnValue is set.
      event.returnValue = '';
    };
    const onClick = (event: MouseEvent) => {
      if (!guarding.current || released.current) return;
      const href = heldHref(event);
      if (!href) return;
      event.preventDefault();
      event.stopPropagation();
      setPendingHref(href);
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    window.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      window.removeEventListener('click', onClick, true);
    };
  }, []);

  /** Goes to `href` without asking again (after a save, or once the admin chose to leave). */
  const leave = (href: string) => {
    released.current = true;
    setPendingHref(null);
    if (/^https?:\/\//.test(href)) window.location.assign(href);
    else void navigate(href);
  };

  return {
    pendingHref,
    /** Leave for `href`: asks first while there are unsaved changes. */
    requestLeave: (href: string) => (guarding.current && !released.current ? setPendingHref(href) : leave(href)),
    leave,
    stay: () => setPendingHref(null),
    /** No more questions (a save succeeded and the page moves on). */
    release: () => {
      released.current = true;
    },
  };
}
