import { JOIN_LABEL } from '../../../src/shared/content/navigation.content.js';
import { useWaitlist } from './waitlist-context.js';

/** Every "Join the Movement" button opens the waitlist dialog. */
export function JoinButton({ className = '', label = JOIN_LABEL }: { className?: string; label?: string }) {
  const { openWaitlist } = useWaitlist();
  return (
    <button type="button" className={`button is-coral ${className}`} aria-haspopup="dialog" onClick={(event) => openWaitlist(event.currentTarget)}>
      {label}
    </button>
  );
}
