/**
 * Staff's note on one submission: a text area in a dialog; an emptied note is removed. The dialog
 * is built each time it opens, its text from the submission: the first frame shows the note.
 */
import { useId, useState } from 'react';
import { MAX_SUBMISSION_NOTE_LENGTH } from '../../../../src/shared/forms/index.js';
import { Modal } from '../../../_components/ui/Modal.js';
import type { Submission } from '../../../_graphql/operations/submission.operations.js';

interface NoteDialogProps {
  submission: Submission | null;
  pending: boolean;
  onSave: (note: string) => void;
  onCancel: () => void;
}

export function NoteDialog({ submission, ...props }: NoteDialogProps) {
  return submission ? <OpenNoteDialog key={`${submission.kind}:${submission.id}`} submission={submission} {...props} /> : null;
}

function OpenNoteDialog({ submission, pending, onSave, onCancel }: NoteDialogProps & { submission: Submission }) {
  const id = useId();
  const [note, setNote] = useState(submission.note ?? '');
  return (
    <Modal open title="Note" description={`On the submission from ${submission.email}. Only staff see it.`}
      busy={pending} onClose={onCancel} closeOnOutsideClick={false} className="admin-dialog"
      footer={
        <div className="buttons admin-dialog-actions">
          <button type="button" className="button" onClick={onCancel} disabled={pending}>Cancel</button>
          <button type="submit" form={`${id}-form`} className="button is-primary" disabled={pending} aria-busy={pending}>
            {pending ? 'Saving...' : 'Save note'}
          </button>
        </div>
      }>
      <form id={`${id}-form`} onSubmit={(event) => { event.preventDefault(); onSave(note); }}>
        <div className="field">
          <label className="label" htmlFor={`${id}-note`}>Note</label>
          <div className="control">
            <textarea id={`${id}-note`} className="textarea" rows={5} value={note} maxLength={MAX_SUBMISSION_NOTE_LENGTH} data-autofocus
              onChange={(event) => setNote(event.target.value)} aria-describedby={`${id}-help`} />
          </div>
          <p id={`${id}-help`} className="help">{note.length} / {MAX_SUBMISSION_NOTE_LENGTH} characters. Leave it empty to remove the note.</p>
        </div>
      </form>
    </Modal>
  );
}
