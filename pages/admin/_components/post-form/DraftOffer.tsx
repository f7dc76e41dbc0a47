/** The offer to bring back work autosaved on the server but never saved (use-working-copy.ts). */
import { useId } from 'react';
import { formatDateTime } from '../../../../src/shared/dates.js';
import type { WorkingCopyOffer } from './use-working-copy.js';

export interface DraftOfferProps {
  draft: WorkingCopyOffer;
  onRestore: () => void;
  onDiscard: () => void;
}

export function DraftOffer({ draft, onRestore, onDiscard }: DraftOfferProps) {
  const id = useId();
  return (
    <section className="notification is-warning is-light admin-draft-offer" aria-labelledby={`${id}-title`} data-testid="draft-offer">
      <div role="alert">
        <h2 id={`${id}-title`} className="admin-draft-offer-title">Unsaved changes found</h2>
        <p>
          Changes to this post were kept on the server on <time dateTime={draft.savedAt}>{formatDateTime(draft.savedAt)}</time> but never saved.
          {draft.savedSince ? ' The post has been saved again since then; restoring puts these changes over that version.' : ''}
        </p>
      </div>
      <div className="buttons admin-draft-offer-actions">
        <button type="button" className="button is-primary is-small" onClick={onRestore}>Restore</button>
        <button type="button" className="button is-small" onClick={onDiscard}>Discard</button>
      </div>
    </section>
  );
}
