/** The offer to bring back changes autosaved in this browser but never saved (use-post-draft.ts). */
import { useId } from 'react';
import { formatDateTime } from '../../../../src/shared/dates.js';
import type { StoredDraft } from './use-post-draft.js';

export interface DraftOfferProps {
  draft: StoredDraft;
  /** The post's current updatedAt (edit form): the post may have been saved since. */
  postUpdatedAt: string | null;
  onRestore: () => void;
  onDiscard: () => void;
}

export function DraftOffer({ draft, postUpdatedAt, onRestore, onDiscard }: DraftOfferProps) {
  const id = useId();
  const savedSince = !!postUpdatedAt && !!draft.basedOn && Date.parse(postUpdatedAt) > Date.parse(draft.basedOn);
  return (
    <section className="notification is-warning is-light admin-draft-offer" aria-labelledby={`${id}-title`} data-testid="draft-offer">
      <div role="alert">
        <h2 id={`${id}-title`} className="admin-draft-offer-title">Unsaved changes found</h2>
        <p>
          Changes to this post were kept in this browser on <time dateTime={draft.savedAt}>{formatDateTime(draft.savedAt)}</time> but never saved.
          {savedSince ? ' The post has been saved again since then; restoring puts these changes over that version.' : ''}
        </p>
      </div>
      <div className="buttons admin-draft-offer-actions">
        <button type="button" className="button is-primary is-small" onClick={onRestore}>Restore</button>
        <button type="button" className="button is-small" onClick={onDiscard}>Discard</button>
      </div>
    </section>
  );
}
