/**
 * The post editor's server side (issue 20): working copies (autosave), their private preview,
 * who else has a post open, a refused save's comparison, and the trash.
 */
import { graphql } from '../generated/gql.js';
import type { ComparePostEditsQuery, TrashedPostsQuery, WorkingCopyQuery } from '../generated/graphql.js';

export type WorkingCopy = NonNullable<WorkingCopyQuery['workingCopy']>;
export type EditsDiff = ComparePostEditsQuery['comparePostEdits'][number];
export type TrashedPost = TrashedPostsQuery['trashedPosts'][number];

export const WORKING_COPY_QUERY = graphql(`
  query WorkingCopy($postId: Int) {
    workingCopy(postId: $postId) {
      postId
      fields
      baseVersion
      savedAt
      previewPath
    }
  }
`);

export const SAVE_WORKING_COPY_MUTATION = graphql(`
  mutation SaveWorkingCopy($postId: Int, $fields: JSONObject!, $baseVersion: Int) {
    saveWorkingCopy(postId: $postId, fields: $fields, baseVersion: $baseVersion) {
      savedAt
      previewPath
    }
  }
`);

export const DISCARD_WORKING_COPY_MUTATION = graphql(`
  mutation DiscardWorkingCopy($postId: Int) {
    discardWorkingCopy(postId: $postId)
  }
`);

export const WORKING_COPY_PREVIEW_QUERY = graphql(`
  query WorkingCopyPreview($token: String!) {
    workingCopyPreview(token: $token) {
      postId
      title
      excerpt
      author
      html
      savedAt
      savedBy
    }
  }
`);

export const EDITING_POST_MUTATION = graphql(`
  mutation EditingPost($postId: Int!) {
    editingPost(postId: $postId)
  }
`);

export const STOPPED_EDITING_POST_MUTATION = graphql(`
  mutation StoppedEditingPost($postId: Int!) {
    stoppedEditingPost(postId: $postId)
  }
`);

export const COMPARE_POST_EDITS_QUERY = graphql(`
  query ComparePostEdits($postId: Int!, $input: PostInput!) {
    comparePostEdits(postId: $postId, input: $input) {
      field
      label
      changed
      revisionValue
      currentValue
      note
      parts {
        kind
        text
      }
    }
  }
`);

export const TRASHED_POSTS_QUERY = graphql(`
  query TrashedPosts {
    trashedPosts {
      id
      title
      slug
      author
      trashedAt
    }
  }
`);

export const RESTORE_POSTS_MUTATION = graphql(`
  mutation RestorePosts($ids: [Int!]!) {
    restorePosts(ids: $ids) {
      changed
      failed {
        id
        message
      }
    }
  }
`);

export const PURGE_POSTS_MUTATION = graphql(`
  mutation PurgePosts($ids: [Int!]!) {
    purgePosts(ids: $ids) {
      changed
      failed {
        id
        message
      }
    }
  }
`);
