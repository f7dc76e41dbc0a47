/**
 * Deleting submissions for good asks why: an erasure request (the person asked for their data to
 * be deleted; the audit log records it as such) or another reason such as spam. It says what goes
 * and what this site cannot delete: a copy the e-mail provider already received. The dialog is
 * built each time it opens: it starts at "erasure request" from its first frame.
 */
import { useId, useState } from 'react';
import { Modal } from '../../../_components/ui/Modal.js';
import type { SubmissionDeleteReason } from '../../../_graphql/operations/submission.operations.js';

interface DeleteSubmissionsDialogProps {
  /** How many are to be deleted; 0 when the dialog is closed. */
  count: number;
  pending: boolean;
  onConfirm: (reason: SubmissionDeleteReason) => void;
  onCancel: () => void;
}

export function DeleteSubmissionsDialog(props: DeleteSubmissionsDialogProps) {
  return props.count > 0 ? <OpenDeleteSubmissionsDialog {...props} /> : null;
}

function OpenDeleteSubmissionsDialog({ count, pending, onConfirm, onCancel }: DeleteSubmissionsDialogProps) {
  const id = useId();
  const [reason, setReason] = useState<SubmissionDeleteReason>('erasure');
  const what = count === 1 ? 'this submission' : `these ${count} submissions`;
  return (
    <Modal open role="alertdialog" title={count === 1 ? 'Delete this submission?' : `Delete ${count} submissions?`}
      description={`This deletes ${what} from this site for good, with any note and any delivery still queued. It cannot be undone. If the e-mail provider already received it, delete the person there too.`}
      busy={pending} onClose={onCancel} className="admin-dialog"
      footer={
        <div className="buttons admin-dialog-actions">
          <button type="button" className="button" onClick={onCancel} disabled={pending} data-autofocus>Cancel</button>
          <button type="button" className="button is-danger" onClick={() => onConfirm(reason)} disabled={pending} aria-busy={pending}>
            {pending ? 'Deleting...' : 'Delete for good'}
          </button>
        </div>
      }>
      <fieldset className="field">
        <legend className="label">Why</legend>
        <div className="control submission-reasons">
          <label className="radio" htmlFor={`${id}-erasure`}>
            <input id={`${id}-erasure`} type="radio" name={`${id}-reason`} checked={reason === 'erasure'} onChange={() => setReason('erasure')} />
            {' '}The person asked for their data to be deleted (erasure request)
          </label>
          <label className="radio" htmlFor={`${id}-other`}>
            <input id={`${id}-other`} type="radio" name={`${id}-reason`} checked={reason === 'other'} onChange={() => setReason('other')} />
            {' '}Another reason, such as spam
          </label>
        </div>
        <p className="help">The audit log records the deletion and its reason, never the person’s details.</p>
      </fieldset>
    </Modal>
  );
}
