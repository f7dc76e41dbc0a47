/**
 * A save refused because someone else saved the post meanwhile (issue 20): what differs between
 * this editor's text and the post as saved now (the revisions' word-level diff), and the three
 * ways on: take their version, overwrite it knowingly with this text, or keep editing this text.
 */
import { useId } from 'react';
import { useQuery } from '@apollo/client/react';
import { COMPARE_POST_EDITS_QUERY } from '../../../_graphql/operations/editor.operations.js';
import { formatDateTime } from '../../../../src/shared/dates.js';
import { FieldDiff } from '../revisions/FieldDiff.js';
import { valuesToInput, type PostFormValues } from './post-form-values.js';

/** The post as the server has it now (a CONFLICT's extensions.current). */
export interface CurrentPost {
  id: number;
  version: number;
  updatedAt: string;
}

export interface ConflictPanelProps {
  mine: PostFormValues;
  current: CurrentPost;
  onReload: () => void;
  onOverwrite: () => void;
  onKeepEditing: () => void;
}

export function ConflictPanel({ mine, current, onReload, onOverwrite, onKeepEditing }: ConflictPanelProps) {
  const id = useId();
  const { data, loading, error } = useQuery(COMPARE_POST_EDITS_QUERY, {
    variables: { postId: current.id, input: valuesToInput(mine) }, fetchPolicy: 'network-only',
  });
  const diffs = data?.comparePostEdits ?? [];
  return (
    <section className="box admin-conflict" aria-labelledby={`${id}-title`} data-testid="conflict">
      <div role="alert">
        <h2 id={`${id}-title`} className="title is-5">Someone else saved this post while you were editing</h2>
        <p>
          Your changes were not saved: the post was saved again on <time dateTime={current.updatedAt}>{formatDateTime(current.updatedAt)}</time>.
          {' '}Below, <del>struck through</del> is only in your text and <ins>underlined</ins> only in the saved post.
        </p>
      </div>
      {loading ? <p role="status" className="admin-muted">Comparing...</p> : null}
      {error ? <p className="has-text-danger">The comparison could not be loaded; you can still choose below.</p> : null}
      {!loading && !error && !diffs.length ? <p>The saved post has the same text as yours.</p> : null}
      <div className="admin-diff">
        {diffs.map((diff) => <FieldDiff key={diff.field} diff={diff} />)}
      </div>
      <div className="buttons admin-conflict-actions">
        <button type="button" className="button" onClick={onReload}>Reload the saved post</button>
        <button type="button" className="button is-warning" onClick={onOverwrite}>Overwrite with my text</button>
        <button type="button" className="button is-primary" onClick={onKeepEditing}>Keep editing my text</button>
      </div>
    </section>
  );
}
