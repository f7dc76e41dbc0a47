/**
 * The registry that connects each form declaration (src/shared/forms) to its table's model
 * (models/submission-model.ts). Services, the outbox and the database connection import it;
 * it imports only the declarations and the model factory.
 */
import { defineSubmissionModel, type SubmissionModel } from '../../models/submission-model.js';
import { FORM_KINDS, type FormDeclaration, type FormKindKey } from '../shared/forms/index.js';

function modelOf(form: FormDeclaration): SubmissionModel {
  return defineSubmissionModel({
    table: form.table,
    columns: form.fields.map(({ key, column }) => ({ name: key, ...column })),
  });
}

const MODELS = new Map<FormKindKey, SubmissionModel>(FORM_KINDS.map((form) => [form.kind, modelOf(form)]));

/** Registered on the Sequelize instance beside models/index.ts's allModels. */
export const submissionModels: SubmissionModel[] = [...MODELS.values()];

export function submissionModel(kind: FormKindKey): SubmissionModel {
  return MODELS.get(kind)!;
}

export type { SubmissionModel, SubmissionRecord } from '../../models/submission-model.js';
