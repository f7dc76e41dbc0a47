/**
 * The submissions inbox (issue 20, item 9; docs/admin.md "Submissions"): where staff stand with a
 * submission. Every submission starts new; staff mark it handled when they have answered or acted
 * on it, archived to put it out of the way. Isomorphic: the service checks input with it, the
 * admin screen labels its filter and buttons with it.
 */
export const SUBMISSION_STATES = ['new', 'handled', 'archived'] as const;
export type SubmissionState = (typeof SUBMISSION_STATES)[number];

export const SUBMISSION_STATE_LABELS: Record<SubmissionState, string> = {
  new: 'New',
  handled: 'Handled',
  archived: 'Archived',
};

export function isSubmissionState(value: unknown): value is SubmissionState {
  return typeof value === 'string' && (SUBMISSION_STATES as readonly string[]).includes(value);
}

/** Why staff delete a submission: at the person's request (erasure, recorded as such), or for another reason such as spam. */
export const SUBMISSION_DELETE_REASONS = ['erasure', 'other'] as const;
export type SubmissionDeleteReason = (typeof SUBMISSION_DELETE_REASONS)[number];

/** The longest note staff may keep on a submission. */
export const MAX_SUBMISSION_NOTE_LENGTH = 2000;
/** The most submissions one bulk change or deletion names. */
export const MAX_SUBMISSION_BULK = 100;
