/**
 * Bulk publish, unpublish and delete from the dashboard (issue 12, item 4): one mutation per
 * action naming the chosen posts; the toast says how many were changed, how many were already
 * as asked, and which could not be changed and why.
 */
import { useMutation } from '@apollo/client/react';
import {
  DELETE_POSTS_MUTATION, PUBLISH_POSTS_MUTATION, UNPUBLISH_POSTS_MUTATION, type BulkPostResult,
} from '../../../_graphql/operations/post.operations.js';
import { explainGraphQLError } from '../../../_graphql/errors.js';
import { toast } from '../../../_components/toast/use-toast.js';

export type BulkAction = 'publish' | 'unpublish' | 'delete';

export function postCount(count: number): string {
  return count === 1 ? '1 post' : `${count} posts`;
}

/** The confirmation's words for `count` chosen posts. */
export function bulkTexts(action: BulkAction, count: number) {
  const posts = postCount(count);
  switch (action) {
    case 'publish':
      return { title: `Publish ${posts}?`, confirm: `Publish ${posts}`, pending: 'Publishing...', tone: 'primary' as const,
        description: `${count === 1 ? 'It goes' : 'They go'} on the site; a post whose publish date is still ahead appears on that date.` };
    case 'unpublish':
      return { title: `Unpublish ${posts}?`, confirm: `Unpublish ${posts}`, pending: 'Unpublishing...', tone: 'primary' as const,
        description: `${count === 1 ? 'It becomes a draft and leaves' : 'They become drafts and leave'} the site.` };
    default:
      return { title: `Delete ${posts}?`, confirm: `Delete ${posts}`, pending: 'Deleting...', tone: 'danger' as const,
        description: `${count === 1 ? 'It is' : 'They are'} removed for good, with ${count === 1 ? 'its' : 'their'} revisions. This cannot be undone.` };
  }
}

const DONE: Record<BulkAction, { done: string; already: string }> = {
  publish: { done: 'published', already: 'published already' },
  unpublish: { done: 'unpublished', already: 'drafts already' },
  delete: { done: 'deleted', already: '' },
};

function report(action: BulkAction, result: BulkPostResult): void {
  const { done, already } = DONE[action];
  const parts = [`${postCount(result.changed.length)} ${done}`];
  if (result.unchanged.length) parts.push(`${postCount(result.unchanged.length)} ${result.unchanged.length === 1 ? 'was' : 'were'} ${already}`);
  if (!result.failed.length) {
    toast({ title: 'Success', description: `${parts.join('; ')}.` });
    return;
  }
  const reasons = [...new Set(result.failed.map((failure) => failure.message))].join('; ');
  parts.push(`${postCount(result.failed.length)} could not be changed: ${reasons}`);
  toast({ title: 'Some posts were not changed', description: `${parts.join('; ')}.`, variant: 'destructive' });
}

export function useBulkActions(onDone: () => void) {
  const options = { refetchQueries: ['AdminPostPage'], awaitRefetchQueries: true };
  const [publish, publishing] = useMutation(PUBLISH_POSTS_MUTATION, options);
  const [unpublish, unpublishing] = useMutation(UNPUBLISH_POSTS_MUTATION, options);
  const [remove, removing] = useMutation(DELETE_POSTS_MUTATION, options);

  const run = async (action: BulkAction, ids: number[]): Promise<void> => {
    try {
      const variables = { variables: { ids } };
      const result = action === 'publish' ? (await publish(variables)).data?.publishPosts
        : action === 'unpublish' ? (await unpublish(variables)).data?.unpublishPosts
          : (await remove(variables)).data?.deletePosts;
      if (result) report(action, result);
    } catch (error) {
      toast({ title: 'Error', description: `Nothing was changed. ${explainGraphQLError(error, 'The request failed.')}`, variant: 'destructive' });
    }
    onDone();
  };
  return { run, pending: publishing.loading || unpublishing.loading || removing.loading };
}
