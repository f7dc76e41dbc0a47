/**
 * Texts of the four public forms: SPEC section 8's toasts (exact wording) and the labels.
 * The interest registration's texts are ours: the spec leaves that screen open.
 */
export interface FormToasts {
  success: { title: string; description: string };
  failure: { title: string; fallback: string };
}

export const WAITLIST_TOASTS: FormToasts = {
  success: { title: 'Thank you for joining!', description: "We'll keep you updated with the latest {brand} news." },
  failure: { title: 'Something went wrong', fallback: 'Failed to join the waitlist. Please try again.' },
};

export const SUGGESTION_TOASTS: FormToasts = {
  success: { title: 'Thanks for your suggestion!', description: "We've received your idea and will consider it for future content." },
  failure: { title: 'Something went wrong', fallback: 'Failed to submit your suggestion. Please try again.' },
};

export const EXPERT_TOASTS: FormToasts = {
  success: { title: 'Thanks for reaching out!', description: "We've received your details and will be in touch." },
  failure: { title: 'Submission failed', fallback: 'Please try again in a moment.' },
};

export const INTEREST_TOASTS: FormToasts = {
  success: { title: 'Thanks for registering your interest!', description: "We'll let you know as soon as group discussions and coaching open." },
  failure: { title: 'Something went wrong', fallback: 'Failed to register your interest. Please try again.' },
};

export const WAITLIST_DIALOG = {
  title: "Let's Build The Future of Mental Fitness Together",
  description: 'Join the waitlist for early access, new resources and expert interviews. No spam, unsubscribe any time.',
  submit: 'Join The Movement',
  pending: 'Joining...',
  close: 'Close',
};

export const SUBMIT_LABELS = {
  suggestion: 'Submit Suggestion',
  expert: 'Submit Application',
  interest: 'Register My Interest',
  pending: 'Submitting...',
};

/** Shown inside each form when the browser runs no JavaScript (the forms post with fetch). */
export const NO_SCRIPT_NOTE = 'This form needs JavaScript. You can also write to us at {email}.';
