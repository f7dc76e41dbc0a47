/** "Are you sure?" before deleting: Cancel or the destructive action; clicks outside do nothing. */
import { Dialog } from './Dialog.js';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  description: string;
  confirmLabel: string;
  pendingLabel: string;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDialog({ open, title, description, confirmLabel, pendingLabel, pending, onConfirm, onCancel }: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      role="alertdialog"
      title={title}
      description={description}
      busy={pending}
      onClose={onCancel}
      footer={
        <div className="buttons admin-dialog-actions">
          {/* Cancel first and focused first: the safe choice is the default one. */}
          <button type="button" className="button" onClick={onCancel} disabled={pending} data-autofocus>Cancel</button>
          <button type="button" className="button is-danger" onClick={onConfirm} disabled={pending} aria-busy={pending}>
            {pending ? pendingLabel : confirmLabel}
          </button>
        </div>
      }
    />
  );
}
