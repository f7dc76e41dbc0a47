/** Staff post management: the dashboard list, one post for the edit form, and the mutations. */
import { gql, type TypedDocumentNode } from '@apollo/client';

export interface AdminPostSummary {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  author: string;
  status: string;
  publishDate: string;
  categoryLabel: string;
  categoryLabels: string[];
  imageUrl: string | null;
}

export interface AdminPost extends AdminPostSummary {
  content: string;
  categories: string[];
}

/** What the post form sends (SPEC section 7, POST/PUT body). */
export interface PostInput {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  imageUrl: string;
  categories: string[];
  publishDate: string;
  author: string;
  status: string;
}

const SUMMARY_FIELDS = `
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
`;

export const ADMIN_POSTS_QUERY: TypedDocumentNode<{ adminPosts: AdminPostSummary[] }, { search?: string; sort?: string }> = gql`
  query AdminPosts($search: String, $sort: String) {
    adminPosts(search: $search, sort: $sort) {
      ${SUMMARY_FIELDS}
    }
  }
`;

export const ADMIN_POST_QUERY: TypedDocumentNode<{ adminPost: AdminPost }, { id: number }> = gql`
  query AdminPost($id: Int!) {
    adminPost(id: $id) {
      ${SUMMARY_FIELDS}
      content
      categories
    }
  }
`;

export const CREATE_POST_MUTATION: TypedDocumentNode<{ createPost: AdminPost }, { input: PostInput }> = gql`
  mutation CreatePost($input: PostInput!) {
    createPost(input: $input) {
      ${SUMMARY_FIELDS}
      content
      categories
    }
  }
`;

export const UPDATE_POST_MUTATION: TypedDocumentNode<{ updatePost: AdminPost }, { id: number; input: PostInput }> = gql`
  mutation UpdatePost($id: Int!, $input: PostInput!) {
    updatePost(id: $id, input: $input) {
      ${SUMMARY_FIELDS}
      content
      categories
    }
  }
`;

export const DELETE_POST_MUTATION: TypedDocumentNode<{ deletePost: { id: number } }, { id: number }> = gql`
  mutation DeletePost($id: Int!) {
    deletePost(id: $id) {
      id
    }
  }
`;
