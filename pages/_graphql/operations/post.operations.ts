/**
 * Staff post management: the dashboard list, one post for the edit form, the mutations, bulk
 * actions and revisions. The types come from the schema (pages/_graphql/generated, `npm run codegen`).
 */
import { graphql } from '../generated/gql.js';
import type {
  AdminPostPageQuery, AdminPostPageQueryVariables, AdminPostQuery, AdminPostSummaryFragment, BulkPostResultFieldsFragment,
  ComparePostRevisionQuery, PostInput as GeneratedPostInput, PostRevisionsQuery, RevisionSaverKind,
} from '../generated/graphql.js';

export type AdminPostSummary = AdminPostSummaryFragment;
export type AdminPost = AdminPostQuery['adminPost'];
/** What the post form sends (docs/product.md §7, POST/PUT body): every field of PostInput, none left out. */
export type PostInput = { [K in Exclude<keyof GeneratedPostInput, 'imageId' | 'shareImageId'>]-?: NonNullable<GeneratedPostInput[K]> }
  & Pick<GeneratedPostInput, 'imageId' | 'shareImageId'>;
export type { AdminPostSort, PostStatus, PostVisibility } from '../generated/graphql.js';

export type AdminPostPage = AdminPostPageQuery['adminPostPage'];
export type AdminPostListItem = AdminPostPage['items'][number];
export type AdminPostPageVariables = AdminPostPageQueryVariables;
export type BulkPostResult = BulkPostResultFieldsFragment;
export type PostRevisionSummary = PostRevisionsQuery['postRevisions'][number];
export type PostRevision = ComparePostRevisionQuery['comparePostRevision']['revision'];
export type RevisionFieldDiff = ComparePostRevisionQuery['comparePostRevision']['fields'][number];
export type RevisionSaverKindName = RevisionSaverKind;

graphql(`
  fragment AdminPostSummary on AdminPost {
    id
    slug
    title
    excerpt
    author
    status
    publishDate
    categoryLabel
    categoryLabels
    imageUrl
    imageId
    image {
      mediaId
      url
      alt
    }
  }
`);

export const ADMIN_POSTS_QUERY = graphql(`
  query AdminPosts($search: String, $sort: AdminPostSort) {
    adminPosts(search: $search, sort: $sort) {
      ...AdminPostSummary
    }
  }
`);

export const ADMIN_POST_QUERY = graphql(`
  query AdminPost($id: Int!) {
    adminPost(id: $id) {
      ...AdminPostSummary
      content
      updatedAt
      version
      metaTitle
      metaDescription
      shareImageId
    }
  }
`);

export const ADMIN_POST_PAGE_QUERY = graphql(`
  query AdminPostPage($page: Int, $search: String, $sort: AdminPostSort, $status: PostVisibility) {
    adminPostPage(page: $page, search: $search, sort: $sort, status: $status) {
      items {
        id
        slug
        title
        excerpt
        author
        status
        publishDate
        categoryLabel
        categoryLabels
        imageUrl
        visibility
        hasUnpublishedChanges
      }
      total
      page
      pageSize
      pageCount
      counts {
        all
        draft
        published
        scheduled
      }
    }
  }
`);

graphql(`
  fragment BulkPostResultFields on BulkPostResult {
    changed
    unchanged
    failed {
      id
      message
    }
  }
`);

export const PUBLISH_POSTS_MUTATION = graphql(`
  mutation PublishPosts($ids: [Int!]!) {
    publishPosts(ids: $ids) {
      ...BulkPostResultFields
    }
  }
`);

export const UNPUBLISH_POSTS_MUTATION = graphql(`
  mutation UnpublishPosts($ids: [Int!]!) {
    unpublishPosts(ids: $ids) {
      ...BulkPostResultFields
    }
  }
`);

export const DELETE_POSTS_MUTATION = graphql(`
  mutation DeletePosts($ids: [Int!]!) {
    deletePosts(ids: $ids) {
      ...BulkPostResultFields
    }
  }
`);

export const CREATE_POST_MUTATION = graphql(`
  mutation CreatePost($input: PostInput!) {
    createPost(input: $input) {
      ...AdminPostSummary
      content
      updatedAt
      # The form is made again from the saved post: what it shows must be what was saved.
      metaTitle
      metaDescription
      shareImageId
      version
    }
  }
`);

export const UPDATE_POST_MUTATION = graphql(`
  mutation UpdatePost($id: Int!, $input: PostInput!, $version: Int) {
    updatePost(id: $id, input: $input, version: $version) {
      ...AdminPostSummary
      content
      updatedAt
      # The form is made again from the saved post: what it shows must be what was saved.
      metaTitle
      metaDescription
      shareImageId
      version
    }
  }
`);

export const DELETE_POST_MUTATION = graphql(`
  mutation DeletePost($id: Int!) {
    deletePost(id: $id) {
      id
    }
  }
`);


export const POST_REVISIONS_QUERY = graphql(`
  query PostRevisions($postId: Int!) {
    adminPost(id: $postId) {
      id
      title
      slug
      status
    }
    postRevisions(postId: $postId) {
      id
      postId
      savedAt
      savedBy
      savedByKind
      title
      slug
      status
      publishDate
    }
  }
`);

export const COMPARE_REVISION_QUERY = graphql(`
  query ComparePostRevision($id: Int!) {
    comparePostRevision(id: $id) {
      changedCount
      revision {
        id
        postId
        savedAt
        savedBy
        savedByKind
        title
        slug
        status
        publishDate
        excerpt
        content
        imageUrl
        categoryLabels
        author
      }
      fields {
        field
        label
        changed
        revisionValue
        currentValue
        parts {
          kind
          text
        }
        note
      }
    }
  }
`);

export const RESTORE_REVISION_MUTATION = graphql(`
  mutation RestorePostRevision($id: Int!) {
    restorePostRevision(id: $id) {
      ...AdminPostSummary
      content
      updatedAt
      # The form is made again from the saved post: what it shows must be what was saved.
      metaTitle
      metaDescription
      shareImageId
    }
  }
`);
