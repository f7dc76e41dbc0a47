/**
 * Above the post list: "Select all on this page" (mixed when some are chosen), how many are
 * chosen, and the bulk actions, which ask once before acting.
 */
import { useEffect, useRef } from 'react';
import type { Permission } from '../../../../src/shared/staff-roles.js';
import { useViewer, viewerMay } from '../viewer.js';
import type { BulkAction } from './use-bulk-actions.js';

export interface BulkBarProps {
  pageIds: number[];
  selected: ReadonlySet<number>;
  pending: boolean;
  onSelectAll: (selected: boolean) => void;
  onAction: (action: BulkAction) => void;
}

/** Each action with the permission it needs (a role without it is not offered the button). */
const ACTIONS: ReadonlyArray<{ action: BulkAction; label: string; className: string; permission: Permission }> = [
  { action: 'publish', label: 'Publish', className: 'button is-small', permission: 'posts.publish' },
  { action: 'unpublish', label: 'Unpublish', className: 'button is-small', permission: 'posts.publish' },
  { action: 'delete', label: 'Delete', className: 'button is-small is-danger is-outlined', permission: 'posts.delete' },
];

export function BulkBar({ pageIds, selected, pending, onSelectAll, onAction }: BulkBarProps) {
  const allBox = useRef<HTMLInputElement>(null);
  const viewer = useViewer();
  const actions = ACTIONS.filter((item) => viewerMay(viewer, item.permission));
  const chosen = pageIds.filter((id) => selected.has(id)).length;
  const all = chosen > 0 && chosen === pageIds.length;
  useEffect(() => {
    if (allBox.current) allBox.current.indeterminate = chosen > 0 && !all;
  }, [chosen, all]);
  return (
    <div className="admin-bulk-bar" role="group" aria-label="Bulk actions">
      <label className="checkbox admin-bulk-all">
        <input ref={allBox} type="checkbox" checked={all} disabled={!pageIds.length} onChange={(event) => onSelectAll(event.target.checked)} />
        {' '}Select all on this page
      </label>
      <span className="admin-bulk-count" role="status" aria-live="polite">{chosen ? `${chosen} selected` : ''}</span>
      <div className="buttons admin-bulk-actions">
        {actions.map(({ action, label, className }) => (
          <button key={action} type="button" className={className} disabled={!chosen || pending} onClick={() => onAction(action)}>
            {label}{chosen ? <span className="is-sr-only"> {chosen === 1 ? '1 selected post' : `${chosen} selected posts`}</span> : null}
          </button>
        ))}
      </div>
    </div>
  );
}
