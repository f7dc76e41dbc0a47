import type { MouseEvent, ReactNode, RefObject } from 'react';
import { JOIN_PATH } from '../../../src/shared/content/form-messages.content.js';
import { JOIN_LABEL } from '../../../src/shared/content/navigation.content.js';
import { preloadWaitlistDialog } from './LazyWaitlistDialog.js';
import { useScriptRunning } from '../ui/use-script-running.js';
import { useWaitlist } from './waitlist-context.js';

/**
 * A "Join the Movement" control: a button that opens the waitlist dialog once JavaScript runs;
 * before that (and without JavaScript) a link to /join, where the waitlist form is in the page.
 */
export function JoinTrigger({ className, onOpen, children }: { className: string; onOpen: (event: MouseEvent<HTMLButtonElement>) => void; children: ReactNode }) {
  if (!useScriptRunning()) return <a className={className} href={JOIN_PATH}>{children}</a>;
  return (
    <button type="button" className={className} aria-haspopup="dialog" onClick={onOpen}
      onPointerEnter={preloadWaitlistDialog} onFocus={preloadWaitlistDialog}>{children}</button>
  );
}

/**
 * Every "Join the Movement" button opens the waitlist dialog; focus goes back to the button when
 * it closes, or to `returnFocusTo` (the menu's toggle, when the button is in a menu that closes).
 */
export function JoinButton({ className = '', label = JOIN_LABEL, returnFocusTo }: { className?: string; label?: string; returnFocusTo?: RefObject<HTMLElement | null> }) {
  const { openWaitlist } = useWaitlist();
  return <JoinTrigger className={`button is-coral ${className}`} onOpen={(event) => openWaitlist(returnFocusTo?.current ?? event.currentTarget)}>{label}</JoinTrigger>;
}
