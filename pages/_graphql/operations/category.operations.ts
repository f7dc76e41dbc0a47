/**
 * Category management for staff; the same list feeds the post form's category picker. The
 * types come from the schema (pages/_graphql/generated, `npm run codegen`).
 */
import { graphql } from '../generated/gql.js';
import type { AdminCategoriesQuery, CategoryInput as GeneratedCategoryInput } from '../generated/graphql.js';

/** A category as the admin lists it, with how many posts (drafts included) have it. */
export type AdminCategory = AdminCategoriesQuery['adminCategories'][number];
/** What the category form sends (docs/product.md §7: name, group, description, slug). */
export type CategoryInput = GeneratedCategoryInput;
export type { CategoryGroup } from '../generated/graphql.js';

graphql(`
  fragment AdminCategoryFields on Category {
    id
    name
    group
    description
    slug
  }
`);

export const ADMIN_CATEGORIES_QUERY = graphql(`
  query AdminCategories {
    adminCategories {
      ...AdminCategoryFields
      postCount
    }
  }
`);

export const CREATE_CATEGORY_MUTATION = graphql(`
  mutation CreateCategory($input: CategoryInput!) {
    createCategory(input: $input) {
      ...AdminCategoryFields
    }
  }
`);

export const UPDATE_CATEGORY_MUTATION = graphql(`
  mutation UpdateCategory($id: Int!, $input: CategoryInput!) {
    updateCategory(id: $id, input: $input) {
      ...AdminCategoryFields
    }
  }
`);

export const DELETE_CATEGORY_MUTATION = graphql(`
  mutation DeleteCategory($id: Int!) {
    deleteCategory(id: $id) {
      id
    }
  }
`);

export const REORDER_CATEGORIES_MUTATION = graphql(`
  mutation ReorderCategories($ids: [Int!]!) {
    reorderCategories(ids: $ids) {
      ...AdminCategoryFields
    }
  }
`);
