/**
 * Texts around the public forms. Each form's own texts (labels, toasts of docs/product.md §8, submit
 * and pending labels) are in its declaration (src/shared/forms/).
 */

export const WAITLIST_DIALOG = {
  title: "Let's Build The Future of Mental Fitness Together",
  description: 'Join the waitlist for early access, new resources and expert interviews. No spam, unsubscribe any time.',
  close: 'Close',
};

/** Where every "Join the Movement" button leads before JavaScript runs (or without it): the form in a page. */
export const JOIN_PATH = '/join';
