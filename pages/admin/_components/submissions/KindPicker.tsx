/** The kinds of form as toggle buttons, each with the label, count and failures the server sends. */
import type { SubmissionKindKey, SubmissionKindSummary } from '../../../_graphql/operations/submission.operations.js';

export function KindPicker({ current, summaries, onSelect }: {
  current: SubmissionKindKey;
  summaries: SubmissionKindSummary[] | undefined;
  onSelect: (kind: SubmissionKindKey) => void;
}) {
  return (
    <div className="buttons submission-kinds" role="group" aria-label="Kind of submission" aria-busy={!summaries}>
      {(summaries ?? []).map((summary) => {
        const selected = summary.kind === current;
        return (
          <button key={summary.kind} type="button" aria-pressed={selected} onClick={() => onSelect(summary.kind)}
            className={`button${selected ? ' is-primary is-selected' : ''}`}>
            <span>{summary.label}</span>
            <span className="submission-kind-count">{summary.total}</span>
            {summary.new ? <span className="tag is-info is-rounded submission-kind-new">{summary.new} new</span> : null}
            {summary.failed ? <span className="tag is-danger is-rounded submission-kind-failed">{summary.failed} failed</span> : null}
          </button>
        );
      })}
    </div>
  );
}
