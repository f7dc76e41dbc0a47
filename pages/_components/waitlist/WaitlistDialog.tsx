import { useRef } from 'react';
import { WAITLIST_DIALOG } from '../../../src/shared/content/form-messages.content.js';
import { Modal } from '../ui/Modal.js';
import { WaitlistForm } from '../forms/WaitlistForm.js';
import { useWaitlist } from './waitlist-context.js';

/** docs/product.md §2, Waitlist dialog: closes on the close control, Escape, a click outside, or after a successful sign-up. */
export function WaitlistDialog() {
  const { isOpen, opener, closeWaitlist } = useWaitlist();
  const firstField = useRef<HTMLInputElement>(null);
  return (
    <Modal open={isOpen} onClose={closeWaitlist} title={WAITLIST_DIALOG.title} description={WAITLIST_DIALOG.description}
      closeLabel={WAITLIST_DIALOG.close} initialFocus={firstField} returnFocus={opener} className="waitlist-modal">
      <WaitlistForm firstFieldRef={firstField} onSuccess={closeWaitlist} />
    </Modal>
  );
}
