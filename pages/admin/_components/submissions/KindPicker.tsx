/** The four kinds of form as toggle buttons, each with its count and how many failed. */
import type { SubmissionKindKey, SubmissionKindSummary } from '../../../../graphql/client/operations/submission.operations.js';

export const KIND_LABELS: Record<SubmissionKindKey, string> = {
  waitlist: 'Waitlist',
  suggestion: 'Suggestions',
  expert_application: 'Expert applications',
  interest_registration: 'Interest registrations',
};
export const KIND_KEYS = Object.keys(KIND_LABELS) as SubmissionKindKey[];

export function KindPicker({ current, summaries, onSelect }: {
  current: SubmissionKindKey;
  summaries: SubmissionKindSummary[] | undefined;
  onSelect: (kind: SubmissionKindKey) => void;
}) {
  return (
    <div className="buttons submission-kinds" role="group" aria-label="Kind of submission">
      {KIND_KEYS.map((kind) => {
        const summary = summaries?.find((item) => item.kind === kind);
        const selected = kind === current;
        return (
          <button key={kind} type="button" aria-pressed={selected} onClick={() => onSelect(kind)}
            className={`button${selected ? ' is-primary is-selected' : ''}`}>
            <span>{KIND_LABELS[kind]}</span>
            {summary ? <span className="submission-kind-count">{summary.total}</span> : null}
            {summary?.failed ? <span className="tag is-danger is-rounded submission-kind-failed">{summary.failed} failed</span> : null}
          </button>
        );
      })}
    </div>
  );
}
