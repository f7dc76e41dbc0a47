/**
 * Saving the post form (docs/product.md §8): the spec's success toasts (linking to the live page when
 * the post is published) and, for the primary action, back to the dashboard; "Save" stays in the
 * editor (issue 20; a new post's editor moves to its edit address). Failure keeps the form as
 * typed, shows "Create failed"/"Update failed" with the server's message and puts the server's
 * field messages next to the fields. A save naming a version someone has saved over is refused
 * (CONFLICT): `onConflict` gets the post as it is now.
 */
import { useMutation } from '@apollo/client/react';
import { navigate } from 'vike/client/router';
import type { SubmissionErrors } from 'final-form';
import { CREATE_POST_MUTATION, UPDATE_POST_MUTATION } from '../../../_graphql/operations/post.operations.js';
import { readGraphQLError } from '../../../_graphql/errors.js';
import { toast } from '../../../_components/toast/use-toast.js';
import { articleUrl } from '../../../../src/shared/blog-url.js';
import { DASHBOARD_PATH, editPostPath } from '../admin-paths.js';
import type { CurrentPost } from './ConflictPanel.js';
import { valuesToInput, type PostFormValues } from './post-form-values.js';

const TEXTS = {
  create: { done: 'Created', doneText: 'Blog post created', failed: 'Create failed', fallback: 'Unable to create post' },
  edit: { done: 'Updated', doneText: 'Blog post updated', failed: 'Update failed', fallback: 'Unable to update post' },
} as const;

export interface SaveOptions {
  /** Stay in the editor ("Save", Ctrl/Cmd+S) rather than go back to the dashboard. */
  stay: boolean;
  /** The version edited (null: overwrite whatever is there). */
  version: number | null;
  /** Runs after a successful save, before the page moves on (the working copy goes). */
  onSaved: () => void;
  onConflict: (current: CurrentPost) => void;
}

export type SavePost = (values: PostFormValues, options: SaveOptions) => Promise<SubmissionErrors | undefined>;

export function useSavePost(mode: 'create' | 'edit', id?: number): SavePost {
  const [createPost] = useMutation(CREATE_POST_MUTATION);
  const [updatePost] = useMutation(UPDATE_POST_MUTATION);
  const texts = TEXTS[mode];

  return async (values, { stay, version, onSaved, onConflict }) => {
    const input = valuesToInput(values);
    let saved: { id: number; slug: string; status: string; publishDate: string };
    try {
      if (mode === 'create') saved = (await createPost({ variables: { input } })).data!.createPost;
      else saved = (await updatePost({ variables: { id: id as number, input, version } })).data!.updatePost;
    } catch (error) {
      const { message, fieldErrors, code, current } = readGraphQLError(error);
      if (code === 'CONFLICT' && current && !Object.keys(fieldErrors).some((field) => field !== 'version')) {
        onConflict(current as CurrentPost);
        return undefined;
      }
      toast({ title: texts.failed, description: message ?? texts.fallback, variant: 'destructive' });
      return fieldErrors;
    }
    onSaved();
    const live = saved.status === 'published' && Date.parse(saved.publishDate) <= Date.now();
    toast({ title: texts.done, description: texts.doneText, ...(live ? { link: { href: articleUrl(saved.slug), label: 'View the live post' } } : {}) });
    if (!stay) await navigate(DASHBOARD_PATH);
    else if (mode === 'create') await navigate(editPostPath(saved.id));
    return undefined;
  };
}
