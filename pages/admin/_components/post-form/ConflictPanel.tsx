/**
 * A save refused because someone else saved the post meanwhile (issue 20): what differs between
 * this editor's text and the post as saved now (the revisions' word-level diff), and the ways on:
 * merge field by field (MergeChoices: the fields both changed are chosen, the others merge by
 * themselves) and save, take their version, overwrite it knowingly with this text, or keep
 * editing this text.
 */
import { useId } from 'react';
import { useQuery } from '@apollo/client/react';
import { COMPARE_POST_EDITS_QUERY } from '../../../_graphql/operations/editor.operations.js';
import { formatDateTime } from '../../../../src/shared/dates.js';
import { FieldDiff } from '../revisions/FieldDiff.js';
import { mergePlan } from './conflict-merge.js';
import { MergeChoices } from './MergeChoices.js';
import { valuesToInput, type PostFormValues } from './post-form-values.js';

/** The post as the server has it now (a CONFLICT's extensions.current). */
export interface CurrentPost {
  id: number;
  version: number;
  updatedAt: string;
}

export interface ConflictPanelProps {
  /** The post as this form opened it, as typed, and as saved now: the merge's three versions. */
  base: PostFormValues;
  mine: PostFormValues;
  theirs: PostFormValues;
  current: CurrentPost;
  /** Saves the merged values against the version saved now. */
  onMerge: (merged: PostFormValues) => void;
  onReload: () => void;
  onOverwrite: () => void;
  onKeepEditing: () => void;
}

export function ConflictPanel({ base, mine, theirs, current, onMerge, onReload, onOverwrite, onKeepEditing }: ConflictPanelProps) {
  const id = useId();
  // From the form as it is now: typing after the conflict counts as mine.
  const plan = mergePlan(base, mine, theirs);
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
      <MergeChoices plan={plan} mine={mine} theirs={theirs} onSave={onMerge} />
      <div className="buttons admin-conflict-actions">
        <button type="button" className="button" onClick={onReload}>Reload the saved post</button>
        <button type="button" className="button is-warning" onClick={onOverwrite}>Overwrite with my text</button>
        <button type="button" className="button" onClick={onKeepEditing}>Keep editing my text</button>
      </div>
    </section>
  );
}
