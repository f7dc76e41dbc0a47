/**
 * The four kinds of form submission as staff see them: table, label and the fields shown, searched
 * and exported (e-mail and date come first for every kind).
 */
import type { Model, ModelStatic } from 'sequelize';
import { ExpertApplication, InterestRegistration, Suggestion, WaitlistEntry } from '../../models/index.js';
import { SUBMISSION_KINDS, type SubmissionKind } from './form.service.js';

export interface SubmissionFieldSpec {
  key: string;
  label: string;
}

export interface SubmissionKindSpec {
  kind: SubmissionKind;
  label: string;
  model: ModelStatic<Model>;
  fields: SubmissionFieldSpec[];
}

export const SUBMISSION_KIND_SPECS: Record<SubmissionKind, SubmissionKindSpec> = {
  waitlist: {
    kind: 'waitlist', label: 'Waitlist', model: WaitlistEntry as unknown as ModelStatic<Model>,
    fields: [{ key: 'firstName', label: 'First name' }, { key: 'lastName', label: 'Last name' }],
  },
  suggestion: {
    kind: 'suggestion', label: 'Suggestions', model: Suggestion as unknown as ModelStatic<Model>,
    fields: [{ key: 'name', label: 'Name' }, { key: 'type', label: 'Type' }, { key: 'message', label: 'Message' }],
  },
  expert_application: {
    kind: 'expert_application', label: 'Expert applications', model: ExpertApplication as unknown as ModelStatic<Model>,
    fields: [
      { key: 'firstName', label: 'First name' }, { key: 'lastName', label: 'Last name' },
      { key: 'link', label: 'Link' }, { key: 'about', label: 'About' },
    ],
  },
  interest_registration: {
    kind: 'interest_registration', label: 'Interest registrations', model: InterestRegistration as unknown as ModelStatic<Model>,
    fields: [{ key: 'name', label: 'Name' }, { key: 'interest', label: 'Interest' }, { key: 'message', label: 'Message' }],
  },
};

export function isSubmissionKind(value: unknown): value is SubmissionKind {
  return typeof value === 'string' && (SUBMISSION_KINDS as readonly string[]).includes(value);
}
