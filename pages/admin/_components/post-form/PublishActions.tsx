/**
 * The post form's action bar (issue 20): Cancel (leave), "Save" (in place: the post, or for a
 * published post its private working copy), the primary action saying what it will do, the
 * saved/unsaved state, and the keyboard shortcuts.
 */
import { DASHBOARD_PATH } from '../admin-paths.js';
import type { PublishAction } from './publish-action.js';
import type { AutosaveState } from './use-working-copy.js';

export interface PublishActionsProps {
  action: PublishAction;
  submitting: boolean;
  dirty: boolean;
  autosave: AutosaveState;
  /** A published post: "Save" keeps the changes private. */
  live: boolean;
  previewPath: string | null;
  onSave: () => void;
  onPrimary: () => void;
}

function stateText({ dirty, autosave, live }: Pick<PublishActionsProps, 'dirty' | 'autosave' | 'live'>): string {
  if (!dirty) return 'All changes saved';
  if (autosave === 'saving') return 'Unsaved changes · keeping a copy on the server...';
  if (autosave === 'saved') return live ? 'Unsaved changes · kept privately on the server, not live until Update' : 'Unsaved changes · a copy is kept on the server';
  if (autosave === 'failed') return 'Unsaved changes · the server copy failed; save soon';
  return 'Unsaved changes';
}

export function PublishActions(props: PublishActionsProps) {
  const { action, submitting, dirty, live, previewPath, onSave, onPrimary } = props;
  return (
    <div className="admin-publish-bar">
      <p className={`admin-save-state${dirty ? ' is-dirty' : ''}`} role="status" data-testid="save-state">{stateText(props)}</p>
      {live && previewPath && dirty ? (
        <a className="admin-preview-link" href={previewPath} target="_blank" rel="noopener">Preview changes<span className="is-sr-only"> (opens in a new tab)</span></a>
      ) : null}
      <div className="admin-form-actions">
        <a className="button" href={DASHBOARD_PATH}>Cancel</a>
        <button type="button" className="button" onClick={onSave} disabled={submitting} aria-keyshortcuts="Control+S Meta+S">Save</button>
        <button type="button" className="button is-primary" onClick={onPrimary} disabled={submitting} aria-busy={submitting} data-action={action.kind}>
          {submitting ? 'Saving...' : action.label}
        </button>
      </div>
      <details className="admin-shortcuts">
        <summary>Keyboard shortcuts</summary>
        <dl>
          <dt><kbd>Ctrl</kbd>+<kbd>S</kbd> / <kbd>⌘</kbd>+<kbd>S</kbd></dt>
          <dd>Save and keep editing{live ? ' (privately: Update makes the changes live)' : ''}</dd>
          <dt><kbd>Ctrl</kbd>+<kbd>B</kbd>, <kbd>Ctrl</kbd>+<kbd>I</kbd>, <kbd>Ctrl</kbd>+<kbd>K</kbd></dt>
          <dd>Bold, italic, link (in the article text)</dd>
        </dl>
      </details>
    </div>
  );
}
