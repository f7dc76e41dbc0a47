import { expertApplicationSchema } from '../../../src/shared/schemas/expert-application.schema.js';
import { EXPERT_TOASTS, SUBMIT_LABELS } from '../../../src/shared/content/form-messages.content.js';
import { TextareaField, TextField } from './Fields.js';
import { PublicForm } from './PublicForm.js';

const INITIAL = { firstName: '', lastName: '', email: '', link: '', about: '' };
const FIELDS = ['email', 'firstName', 'lastName', 'link', 'about'] as const;

/** SPEC section 2, "Join Our Team of Experts". */
export function ExpertApplicationForm() {
  return (
    <PublicForm id="expert-form" schema={expertApplicationSchema} path="/api/klaviyo/expert-application" fields={FIELDS}
      toasts={EXPERT_TOASTS} initialValues={INITIAL} submitLabel={SUBMIT_LABELS.expert} pendingLabel={SUBMIT_LABELS.pending}>
      <div className="columns form-columns">
        <div className="column"><TextField name="firstName" label="First name" autoComplete="given-name" /></div>
        <div className="column"><TextField name="lastName" label="Last name" autoComplete="family-name" /></div>
      </div>
      <TextField name="email" label="Email" type="email" autoComplete="email" />
      <TextField name="link" label="Website or social media" type="url" autoComplete="url" placeholder="https://"
        hint="A link where we can learn about your work." />
      <TextareaField name="about" label="About you" optional rows={4} placeholder="Your background, speciality and the athletes you work with." />
    </PublicForm>
  );
}
