/**
 * The post form (new and edit), docs/product.md §2: every field with the shared schema's messages
 * next to it; the slug follows the title until the slug field is focused or edited (when editing,
 * only once the title differs from the saved one, so opening and saving keeps the address).
 * Issue 12: unsaved changes are autosaved in this browser and offered back after a crash or a
 * closed tab; leaving with unsaved changes asks first; a published post's new address is announced.
 */
import { useRef, type MutableRefObject } from 'react';
import { Form, useForm, useFormState } from 'react-final-form';
import type { SubmissionErrors } from 'final-form';
import { usePageContext } from 'vike-react/usePageContext';
import { DASHBOARD_PATH } from '../admin-paths.js';
import { ConfirmDialog } from '../ConfirmDialog.js';
import { submitAndFocus } from '../../../_components/forms/submit-and-focus.js';
import { DraftOffer } from './DraftOffer.js';
import { PostFields } from './PostFields.js';
import { hasUnsavedChanges, validatePostValues, type PostFormValues } from './post-form-values.js';
import { useLeaveGuard } from './use-leave-guard.js';
import { draftKey, usePostDraft } from './use-post-draft.js';
import './post-form.css';

/** The saved post the edit form works on. */
export interface SavedPost {
  id: number;
  slug: string;
  status: string;
  updatedAt: string;
}

export interface PostFormProps {
  mode: 'create' | 'edit';
  /** Keep this object stable (a memo): a new object would reset what the admin typed. */
  initialValues: PostFormValues;
  post?: SavedPost | null;
  /** Resolves to field errors from the server, or nothing on success; calls `onSaved` before leaving the page. */
  onSubmit: (values: PostFormValues, onSaved: () => void) => Promise<SubmissionErrors | undefined>;
}

export function PostForm({ mode, initialValues, post = null, onSubmit }: PostFormProps) {
  const onSaved = useRef<() => void>(() => undefined);
  return (
    <Form<PostFormValues> onSubmit={(values) => onSubmit(values, () => onSaved.current())} initialValues={initialValues} validate={validatePostValues}>
      {({ handleSubmit, submitting, form }) => (
        <form className="admin-post-form" noValidate aria-label={mode === 'create' ? 'New post' : 'Edit post'}
          onSubmit={(event) => submitAndFocus(event, handleSubmit, form)}>
          <PostFormBody mode={mode} initialValues={initialValues} post={post} submitting={!!submitting} onSaved={onSaved} />
        </form>
      )}
    </Form>
  );
}

interface PostFormBodyProps {
  mode: 'create' | 'edit';
  initialValues: PostFormValues;
  post: SavedPost | null;
  submitting: boolean;
  onSaved: MutableRefObject<() => void>;
}

function PostFormBody({ mode, initialValues, post, submitting, onSaved }: PostFormBodyProps) {
  const form = useForm<PostFormValues>();
  const { admin } = usePageContext();
  const draft = usePostDraft(draftKey(admin?.username ?? 'admin', post?.id ?? 'new'), form, initialValues, post?.updatedAt ?? null);
  const { values } = useFormState<PostFormValues>({ subscription: { values: true } });
  const guard = useLeaveGuard(hasUnsavedChanges(values, initialValues));
  const contentVersion = useRef(0);
  onSaved.current = () => {
    draft.clear();
    guard.release();
  };

  // After the offer is answered, focus goes to the form's first field (the offer's buttons are gone).
  const focusTitle = () => requestAnimationFrame(() => document.querySelector<HTMLInputElement>('.admin-post-form input[name="title"]')?.focus());
  const restore = () => {
    contentVersion.current += 1;
    draft.restore();
    focusTitle();
  };

  return (
    <>
      {draft.offer ? (
        <DraftOffer draft={draft.offer} postUpdatedAt={post?.updatedAt ?? null} onRestore={restore}
          onDiscard={() => { draft.discard(); focusTitle(); }} />
      ) : null}
      <PostFields mode={mode} original={initialValues} published={post?.status === 'published'} contentVersion={contentVersion.current} />
      <div className="admin-form-actions">
        <a className="button" href={DASHBOARD_PATH}>Cancel</a>
        <button type="submit" className="button is-primary" disabled={submitting} aria-busy={submitting}>
          {mode === 'create' ? (submitting ? 'Creating...' : 'Create Post') : (submitting ? 'Updating...' : 'Update Post')}
        </button>
      </div>
      <ConfirmDialog
        open={!!guard.pendingHref}
        title="Leave without saving?"
        description="Your changes to this post have not been saved. If you leave now, they are lost."
        confirmLabel="Discard changes"
        cancelLabel="Keep editing"
        pendingLabel="Leaving..."
        pending={false}
        onConfirm={() => {
          draft.clear();
          if (guard.pendingHref) guard.leave(guard.pendingHref);
        }}
        onCancel={guard.stay}
      />
    </>
  );
}
