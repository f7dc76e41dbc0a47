/** "Are you sure?" before deleting (or leaving, or publishing): Cancel or the action; Escape cancels, clicks outside do nothing. */
import { Modal } from '../../_components/ui/Modal.js';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  description: string;
  confirmLabel: string;
  pendingLabel: string;
  pending: boolean;
  /** "Cancel" unless said otherwise (e.g. "Keep editing"). */
  cancelLabel?: string;
  /** danger (the default: red) for what cannot be undone, primary for the rest. */
  tone?: 'danger' | 'primary';
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDialog(props: ConfirmDialogProps) {
  const { open, title, description, confirmLabel, pendingLabel, pending, cancelLabel = 'Cancel', tone = 'danger', onConfirm, onCancel } = props;
  return (
    <Modal
      open={open}
      role="alertdialog"
      title={title}
      description={description}
      busy={pending}
      onClose={onCancel}
      className="admin-dialog"
      footer={
        <div className="buttons admin-dialog-actions">
          {/* Cancel first and focused first: the safe choice is the default one. */}
          <button type="button" className="button" onClick={onCancel} disabled={pending} data-autofocus>{cancelLabel}</button>
          <button type="button" className={`button is-${tone}`} onClick={onConfirm} disabled={pending} aria-busy={pending}>
            {pending ? pendingLabel : confirmLabel}
          </button>
        </div>
      }
    />
  );
}
