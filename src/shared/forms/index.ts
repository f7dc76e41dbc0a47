/**
 * Every public form kind, in the order staff see them. Adding a kind: its `<kind>.form.ts`, a
 * line here, a migration for its table (models/submission-table.cjs), and the page that shows
 * it (docs/development.md, "Adding a form kind").
 */
import { expertApplicationForm } from './expert-application.form.js';
import type { FormDeclaration, FormField } from './form-kind.js';
import { interestRegistrationForm } from './interest-registration.form.js';
import { suggestionForm } from './suggestion.form.js';
import { SENT_PARAM } from './form-post.js';
import { waitlistForm } from './waitlist.form.js';

export const FORM_KINDS = [waitlistForm, suggestionForm, expertApplicationForm, interestRegistrationForm] as const;

export type FormKind = (typeof FORM_KINDS)[number];
export type FormKindKey = FormKind['kind'];

export function isFormKindKey(value: unknown): value is FormKindKey {
  return FORM_KINDS.some((form) => form.kind === value);
}

export function formOfKind(kind: FormKindKey): FormKind {
  return FORM_KINDS.find((form) => form.kind === kind)!;
}

/** The kind a REST path (`/api/klaviyo/<path>`) or a no-JavaScript post names. */
export function formAtPath(path: string): FormKind | undefined {
  return FORM_KINDS.find((form) => form.path === path);
}

/**
 * The form whose thanks a page shows after a post without JavaScript: `?sent=<path>` when it names
 * a declared form. Read once for the page (posted-form.ts) and the response cache's key; given
 * twice, the last value counts (as Vike reads a page's query).
 */
export function sentFormPath(params: URLSearchParams): string | undefined {
  const path = params.getAll(SENT_PARAM).at(-1);
  return path !== undefined && formAtPath(path) ? path : undefined;
}

/** docs/product.md §7's REST path. */
export function formApiPath(form: FormDeclaration): string {
  return `/api/klaviyo/${form.path}`;
}

/** `expert_application` → `ExpertApplicationInput`. */
export function graphQLInputName(form: FormDeclaration): string {
  return `${form.kind.split('_').map((word) => word[0]!.toUpperCase() + word.slice(1)).join('')}Input`;
}

/** The fields staff see beside the e-mail (which has its own column). */
export function staffFields(form: FormDeclaration): readonly FormField[] {
  return form.fields.filter((field) => field.key !== 'email');
}

/** The empty form: each field's initial value or ''. */
export function initialValues(form: FormDeclaration): Record<string, string> {
  return Object.fromEntries(form.fields.map((field) => [field.key, field.initial ?? '']));
}

/** "a, b or c." */
export function listInWords(items: readonly string[]): string {
  return items.length < 2 ? `${items.join('')}.` : `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}.`;
}

/** A select field's choices in words, the default marked: "topic (default), expert, format or other." */
export function optionsInWords(field: FormField): string | undefined {
  if (!field.options) return undefined;
  return listInWords(field.options.map((option) => (option.key === field.initial ? `${option.key} (default)` : option.key)));
}

export * from './form-kind.js';
export * from './form-post.js';
export * from './submission-states.js';
export { waitlistForm, suggestionForm, expertApplicationForm, interestRegistrationForm };
