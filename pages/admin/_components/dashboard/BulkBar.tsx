/**
 * Above the post list: "Select all on this page" (mixed when some are chosen), how many are
 * chosen, and the bulk actions, which ask once before acting.
 */
import { useEffect, useRef } from 'react';
import type { BulkAction } from './use-bulk-actions.js';

export interface BulkBarProps {
  pageIds: number[];
  selected: ReadonlySet<number>;
  pending: boolean;
  onSelectAll: (selected: boolean) => void;
  onAction: (action: BulkAction) => void;
}

const ACTIONS: ReadonlyArray<{ action: BulkAction; label: string; className: string }> = [
  { action: 'publish', label: 'Publish', className: 'button is-small' },
  { action: 'unpublish', label: 'Unpublish', className: 'button is-small' },
  { action: 'delete', label: 'Delete', className: 'button is-small is-danger is-outlined' },
];

export function BulkBar({ pageIds, selected, pending, onSelectAll, onAction }: BulkBarProps) {
  const allBox = useRef<HTMLInputElement>(null);
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
        {ACTIONS.map(({ action, label, className }) => (
          <button key={action} type="button" className={className} disabled={!chosen || pending} onClick={() => onAction(action)}>
            {label}{chosen ? <span className="is-sr-only"> {chosen === 1 ? '1 selected post' : `${chosen} selected posts`}</span> : null}
          </button>
        ))}
      </div>
    </div>
  );
}
