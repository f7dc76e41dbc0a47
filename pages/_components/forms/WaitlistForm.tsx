import { useState, type Ref } from 'react';
import { waitlistSchema } from '../../../src/shared/schemas/waitlist.schema.js';
import { WAITLIST_DIALOG, WAITLIST_TOASTS } from '../../../src/shared/content/form-messages.content.js';
import { TextField } from './Fields.js';
import { PublicForm } from './PublicForm.js';

const INITIAL = { firstName: '', lastName: '', email: '' };
const FIELDS = ['email', 'firstName', 'lastName'] as const;

/**
 * What the visitor typed survives closing the dialog (it only mounts while open), until a
 * sign-up succeeds. Browser-only state: the dialog never renders on the server.
 */
let draft: Record<string, string> = INITIAL;

export function WaitlistForm({ firstFieldRef, onSuccess }: { firstFieldRef?: Ref<HTMLInputElement>; onSuccess?: () => void }) {
  const [initialValues] = useState(() => draft);
  return (
    <PublicForm id="waitlist-form" schema={waitlistSchema} path="/api/klaviyo/waitlist" fields={FIELDS} toasts={WAITLIST_TOASTS}
      initialValues={initialValues} submitLabel={WAITLIST_DIALOG.submit} pendingLabel={WAITLIST_DIALOG.pending}
      submitClassName="is-coral is-fullwidth"
      onValuesChange={(values) => { draft = values; }}
      onSuccess={() => {
        draft = INITIAL;
        onSuccess?.();
      }}>
      <div className="columns form-columns">
        <div className="column"><TextField name="firstName" label="First name" autoComplete="given-name" inputRef={firstFieldRef} /></div>
        <div className="column"><TextField name="lastName" label="Last name" autoComplete="family-name" /></div>
      </div>
      <TextField name="email" label="Email" type="email" autoComplete="email" />
    </PublicForm>
  );
}
