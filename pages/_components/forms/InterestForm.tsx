import { interestSchema } from '../../../src/shared/schemas/interest.schema.js';
import { INTEREST_OPTIONS } from '../../../src/shared/constants.js';
import { INTEREST_TOASTS, SUBMIT_LABELS } from '../../../src/shared/content/form-messages.content.js';
import { SelectField, TextareaField, TextField } from './Fields.js';
import { PublicForm } from './PublicForm.js';

const INITIAL = { name: '', email: '', interest: '', message: '' };
const FIELDS = ['email', 'name', 'interest', 'message'] as const;

/** Interest registration for group discussions and coaching (the spec leaves its screen to us). */
export function InterestForm() {
  return (
    <PublicForm id="interest-form" schema={interestSchema} path="/api/klaviyo/interest-registration" fields={FIELDS}
      toasts={INTEREST_TOASTS} initialValues={INITIAL} submitLabel={SUBMIT_LABELS.interest} pendingLabel={SUBMIT_LABELS.pending}
      submitClassName="is-coral">
      <TextField name="name" label="Name" autoComplete="name" />
      <TextField name="email" label="Email" type="email" autoComplete="email" />
      <SelectField name="interest" label="I'm interested in" options={INTEREST_OPTIONS} placeholder="Choose an option" />
      <TextareaField name="message" label="Anything we should know?" optional rows={3} />
    </PublicForm>
  );
}
