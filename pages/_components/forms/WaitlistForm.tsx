import { useState, type Ref } from 'react';
import { waitlistForm } from '../../../src/shared/forms/index.js';
import { PublicForm } from './PublicForm.js';

/**
 * The waitlist form of the dialog and of /join. What the visitor typed survives closing the
 * dialog (it only mounts while open), until a sign-up succeeds. Browser-only state.
 */
let draft: Record<string, string> | undefined;

export function WaitlistForm({ id = 'waitlist-form', firstFieldRef, onSuccess }: { id?: string; firstFieldRef?: Ref<HTMLInputElement>; onSuccess?: () => void }) {
  const [initialValues] = useState(() => draft);
  return (
    <PublicForm form={waitlistForm} id={id} initialValues={initialValues} submitClassName="is-coral is-fullwidth" firstFieldRef={firstFieldRef}
      onValuesChange={(values) => { draft = values; }}
      onSuccess={() => {
        draft = undefined;
        onSuccess?.();
      }} />
  );
}
