/** Category management for staff; the same list feeds the post form's category picker. */
import { gql, type TypedDocumentNode } from '@apollo/client';

export interface AdminCategory {
  id: number;
  name: string;
  group: string;
  description: string | null;
  slug: string;
}

/** SPEC section 7: name, group, description, slug. */
export interface CategoryInput {
  name: string;
  group: string;
  description: string;
  slug: string;
}

const CATEGORY_FIELDS = `
  id
  name
  group
  description
  slug
`;

export const ADMIN_CATEGORIES_QUERY: TypedDocumentNode<{ adminCategories: AdminCategory[] }, Record<string, never>> = gql`
  query AdminCategories {
    adminCategories {
      ${CATEGORY_FIELDS}
    }
  }
`;

export const CREATE_CATEGORY_MUTATION: TypedDocumentNode<{ createCategory: AdminCategory }, { input: CategoryInput }> = gql`
  mutation CreateCategory($input: CategoryInput!) {
    createCategory(input: $input) {
      ${CATEGORY_FIELDS}
    }
  }
`;

export const UPDATE_CATEGORY_MUTATION: TypedDocumentNode<{ updateCategory: AdminCategory }, { id: number; input: CategoryInput }> = gql`
  mutation UpdateCategory($id: Int!, $input: CategoryInput!) {
    updateCategory(id: $id, input: $input) {
      ${CATEGORY_FIELDS}
    }
  }
`;

export const DELETE_CATEGORY_MUTATION: TypedDocumentNode<{ deleteCategory: { id: number } }, { id: number }> = gql`
  mutation DeleteCategory($id: Int!) {
    deleteCategory(id: $id) {
      id
    }
  }
`;
