/**
 * Saving the post form (docs/product.md §8): success toasts and back to the dashboard; failure keeps
 * the form as typed, shows "Create failed"/"Update failed" with the server's message and puts the
 * server's field messages next to the fields. The dashboard refetches its list whenever it opens.
 */
import { useMutation } from '@apollo/client/react';
import { navigate } from 'vike/client/router';
import { CREATE_POST_MUTATION, UPDATE_POST_MUTATION } from '../../../_graphql/operations/post.operations.js';
import { readGraphQLError } from '../../../_graphql/errors.js';
import { toast } from '../../../_components/toast/use-toast.js';
import { DASHBOARD_PATH } from '../admin-paths.js';
import { valuesToInput, type PostFormValues } from './post-form-values.js';

const TEXTS = {
  create: { done: 'Created', doneText: 'Blog post created', failed: 'Create failed', fallback: 'Unable to create post' },
  edit: { done: 'Updated', doneText: 'Blog post updated', failed: 'Update failed', fallback: 'Unable to update post' },
} as const;

export function useSavePost(mode: 'create' | 'edit', id?: number) {
  const [createPost] = useMutation(CREATE_POST_MUTATION);
  const [updatePost] = useMutation(UPDATE_POST_MUTATION);
  const texts = TEXTS[mode];

  /** `onSaved` runs after a successful save, before the page moves on (the autosaved copy goes). */
  return async (values: PostFormValues, onSaved: () => void = () => undefined) => {
    const input = valuesToInput(values);
    try {
      if (mode === 'create') await createPost({ variables: { input } });
      else await updatePost({ variables: { id: id as number, input } });
    } catch (error) {
      const { message, fieldErrors } = readGraphQLError(error);
      toast({ title: texts.failed, description: message ?? texts.fallback, variant: 'destructive' });
      return fieldErrors;
    }
    onSaved();
    toast({ title: texts.done, description: texts.doneText });
    await navigate(DASHBOARD_PATH);
    return undefined;
  };
}
