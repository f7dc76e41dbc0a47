import { suggestionSchema } from '../../../src/shared/schemas/suggestion.schema.js';
import { SUGGESTION_TYPES } from '../../../src/shared/constants.js';
import { SUBMIT_LABELS, SUGGESTION_TOASTS } from '../../../src/shared/content/form-messages.content.js';
import { SelectField, TextareaField, TextField } from './Fields.js';
import { PublicForm } from './PublicForm.js';

const INITIAL = { name: '', email: '', type: 'topic', message: '' };
const FIELDS = ['email', 'name', 'type', 'message'] as const;

/** SPEC section 2, Suggestion form: name, email, type (defaults to topic), message (4 rows). */
export function SuggestionForm() {
  return (
    <PublicForm id="suggestion-form" schema={suggestionSchema} path="/api/klaviyo/suggestion" fields={FIELDS} toasts={SUGGESTION_TOASTS}
      initialValues={INITIAL} submitLabel={SUBMIT_LABELS.suggestion} pendingLabel={SUBMIT_LABELS.pending}>
      <div className="columns form-columns">
        <div className="column"><TextField name="name" label="Name" autoComplete="name" /></div>
        <div className="column"><TextField name="email" label="Email" type="email" autoComplete="email" /></div>
      </div>
      <SelectField name="type" label="Type" options={SUGGESTION_TYPES} />
      <TextareaField name="message" label="Your suggestion" rows={4} placeholder="What would you like us to cover, or whom should we talk to?" />
    </PublicForm>
  );
}
