import { useRef } from 'react';
import { WAITLIST_DIALOG } from '../../../src/shared/content/form-messages.content.js';
import { Modal } from '../ui/Modal.js';
import { WaitlistForm } from '../forms/WaitlistForm.js';
import { useWaitlist } from './waitlist-context.js';

/** SPEC section 2, Waitlist dialog: closes on the close control, Escape, or after a successful sign-up. */
export function WaitlistDialog() {
  const { isOpen, opener, closeWaitlist } = useWaitlist();
  const firstField = useRef<HTMLInputElement>(null);
  return (
    <Modal open={isOpen} onClose={closeWaitlist} labelledBy="waitlist-dialog-title" describedBy="waitlist-dialog-description"
      initialFocus={firstField} returnFocus={opener} className="waitlist-modal">
      <header className="modal-card-head">
        <h2 id="waitlist-dialog-title" className="modal-card-title">{WAITLIST_DIALOG.title}</h2>
        <button type="button" className="delete is-medium" aria-label={WAITLIST_DIALOG.close} onClick={closeWaitlist} />
      </header>
      <section className="modal-card-body">
        <p id="waitlist-dialog-description" className="waitlist-modal-intro">{WAITLIST_DIALOG.description}</p>
        <WaitlistForm firstFieldRef={firstField} onSuccess={closeWaitlist} />
      </section>
    </Modal>
  );
}
