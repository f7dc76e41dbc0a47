/**
 * The post form (new and edit), docs/product.md §2: every field with the shared schema's messages
 * next to it; the slug follows the title until the slug field is focused or edited (when editing,
 * only once the title differs from the saved one, so opening and saving keeps the address).
 * Issue 12: leaving with unsaved changes asks first; a published post's new address is announced.
 * Issue 20: the primary button says what it will do and asks before a first publish; "Save" and
 * Ctrl/Cmd+S save in place (a published post's changes privately, in its working copy, until
 * "Update"); work in progress is autosaved on the server and offered back; a save someone else
 * overtook shows what changed and merges field by field; who else has the post open is said.
 */
import { useRef, useState, type MutableRefObject } from 'react';
import { Form, useForm, useFormState } from 'react-final-form';
import type { SubmissionErrors } from 'final-form';
import { toast } from '../../../_components/toast/use-toast.js';
import { ConfirmDialog } from '../ConfirmDialog.js';
import { ConflictPanel, type CurrentPost } from './ConflictPanel.js';
import { DraftOffer } from './DraftOffer.js';
import { PostFields } from './PostFields.js';
import { PresenceNotice } from './PresenceNotice.js';
import { PublishActions } from './PublishActions.js';
import { hasUnsavedChanges, postToValues, validatePostValues, type PostFormValues } from './post-form-values.js';
import type { AdminPost } from '../../../_graphql/operations/post.operations.js';
import { publishAction } from './publish-action.js';
import { useLeaveGuard } from './use-leave-guard.js';
import { usePresence } from './use-presence.js';
import type { SavePost } from './use-save-post.js';
import { useSaveShortcut } from './use-save-shortcut.js';
import { useWorkingCopy } from './use-working-copy.js';
import { WritingStats } from './WritingStats.js';
import './post-form.css';

/** The saved post the edit form works on. */
export interface SavedPost {
  id: number;
  slug: string;
  status: string;
  updatedAt: string;
  version: number;
}

export interface PostFormProps {
  mode: 'create' | 'edit';
  /** Keep this object stable (a memo): a new object would reset what the admin typed. */
  initialValues: PostFormValues;
  post?: SavedPost | null;
  onSubmit: SavePost;
  /** Loads the post as saved now (after a conflict: "Reload the saved post"). */
  onReload?: () => void;
}

/** How the next submit saves: set just before form.submit(). */
interface Pending {
  stay: boolean;
  version: number | null;
}

export function PostForm({ mode, initialValues, post = null, onSubmit, onReload }: PostFormProps) {
  const onSaved = useRef<() => void>(() => undefined);
  const pending = useRef<Pending>({ stay: true, version: post?.version ?? null });
  const [conflict, setConflict] = useState<CurrentPost | null>(null);
  const submit = (values: PostFormValues): Promise<SubmissionErrors | undefined> => onSubmit(values, {
    ...pending.current,
    onSaved: () => onSaved.current(),
    onConflict: setConflict,
  });
  return (
    <Form<PostFormValues> onSubmit={submit} initialValues={initialValues} validate={validatePostValues}>
      {({ submitting }) => (
        <PostFormBody mode={mode} initialValues={initialValues} post={post} submitting={!!submitting} onSaved={onSaved}
          pending={pending} conflict={conflict} setConflict={setConflict} onReload={onReload} />
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
  pending: MutableRefObject<Pending>;
  conflict: CurrentPost | null;
  setConflict: (current: CurrentPost | null) => void;
  onReload?: () => void;
}

function PostFormBody({ mode, initialValues, post, submitting, onSaved, pending, conflict, setConflict, onReload }: PostFormBodyProps) {
  const form = useForm<PostFormValues>();
  const formElement = useRef<HTMLFormElement>(null);
  const copy = useWorkingCopy(post?.id ?? null, form, initialValues, post?.version ?? null);
  const others = usePresence(post?.id ?? null);
  const { values } = useFormState<PostFormValues>({ subscription: { values: true } });
  const dirty = hasUnsavedChanges(values, initialValues);
  const guard = useLeaveGuard(dirty);
  const contentVersion = useRef(0);
  const [confirming, setConfirming] = useState<boolean | null>(null);
  const live = post?.status === 'published';
  const action = publishAction(values, post?.status ?? null);
  onSaved.current = () => {
    copy.clear();
    guard.release();
  };

  // After the offer is answered, focus goes to the form's first field (the offer's buttons are gone).
  const focusTitle = () => requestAnimationFrame(() => document.querySelector<HTMLInputElement>('.admin-post-form input[name="title"]')?.focus());
  const restore = () => {
    contentVersion.current += 1;
    copy.restore();
    focusTitle();
  };

  const submitNow = async (stay: boolean, version: number | null = post?.version ?? null) => {
    pending.current = { stay, version };
    await form.submit();
    const state = form.getState();
    if (!state.hasValidationErrors && !state.hasSubmitErrors) return;
    // A rule or the server stopped it: focus the first field with a message.
    requestAnimationFrame(() => {
      const first = formElement.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
      (first?.matches('fieldset') ? first.querySelector<HTMLElement>('input') : first)?.focus();
    });
  };

  /** "Save" / Ctrl+S (stay) or the primary action (leave); a first publish asks first. */
  const requestSave = (stay: boolean) => {
    if (submitting || confirming !== null) return;
    if (stay && live) {
      // A published post's "Save" keeps the changes private until "Update".
      void copy.saveNow().then(() => toast({ title: 'Saved privately', description: 'Your changes are kept on the server; they go live when you choose Update.' }));
      return;
    }
    // The question comes once the form is complete (missing fields are shown first).
    if (action.confirm && !form.getState().hasValidationErrors) {
      setConfirming(stay);
      return;
    }
    void submitNow(stay);
  };
  useSaveShortcut(() => requestSave(true));

  return (
    <form ref={formElement} className="admin-post-form" noValidate aria-label={mode === 'create' ? 'New post' : 'Edit post'}
      onSubmit={(event) => {
        // Enter in a field saves in place; it never publishes without the question.
        event.preventDefault();
        requestSave(true);
      }}>
      <PresenceNotice others={others} />
      {conflict ? (
        <ConflictPanel base={initialValues} mine={values} theirs={postToValues(conflict as CurrentPost & AdminPost)} current={conflict}
          onMerge={(merged) => {
            // The form shows what is saved (and keeps it if a rule or another save stops it).
            form.batch(() => {
              for (const [name, value] of Object.entries(merged)) form.change(name as keyof PostFormValues, value as never);
            });
            if (merged.content !== values.content) contentVersion.current += 1;
            const version = conflict.version;
            setConflict(null);
            void submitNow(pending.current.stay, version);
          }}
          onReload={() => {
            copy.clear();
            guard.release();
            setConflict(null);
            onReload?.();
          }}
          onOverwrite={() => {
            const version = conflict.version;
            setConflict(null);
            void submitNow(pending.current.stay, version);
          }}
          onKeepEditing={() => setConflict(null)} />
      ) : null}
      {copy.offer ? (
        <DraftOffer draft={copy.offer} onRestore={restore} onDiscard={() => { copy.discard(); focusTitle(); }} />
      ) : null}
      <PostFields mode={mode} original={initialValues} published={live} contentVersion={contentVersion.current} />
      <WritingStats />
      <PublishActions action={action} submitting={submitting} dirty={dirty} autosave={copy.state} live={live}
        previewPath={copy.previewPath} onSave={() => requestSave(true)} onPrimary={() => requestSave(false)} />
      <ConfirmDialog
        open={confirming !== null}
        tone="primary"
        title={action.kind === 'schedule' ? 'Schedule this post?' : 'Publish this post now?'}
        description={action.kind === 'schedule'
          ? `It will appear on the site, in the feed and in the sitemap ${action.label.replace(/^Schedule for /, 'on ')}.`
          : 'It will appear on the site, in the feed and in the sitemap straight away.'}
        confirmLabel={action.label}
        pendingLabel="Saving..."
        pending={submitting}
        onConfirm={() => {
          const stay = confirming ?? true;
          setConfirming(null);
          void submitNow(stay);
        }}
        onCancel={() => setConfirming(null)}
      />
      <ConfirmDialog
        open={!!guard.pendingHref}
        title="Leave without saving?"
        description="Your changes to this post have not been saved. If you leave now, they are lost."
        confirmLabel="Discard changes"
        cancelLabel="Keep editing"
        pendingLabel="Leaving..."
        pending={false}
        onConfirm={() => {
          copy.clear();
          if (guard.pendingHref) guard.leave(guard.pendingHref);
        }}
        onCancel={guard.stay}
      />
    </form>
  );
}
