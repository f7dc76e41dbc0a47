/**
 * The category mutations with the toasts of docs/product.md §8: "Success" and the spec's sentence,
 * or a destructive "Error" with the server's message (fallbacks per action). The list is
 * refetched after each change.
 */
import { useMutation } from '@apollo/client/react';
import type { SubmissionErrors } from 'final-form';
import {
  CREATE_CATEGORY_MUTATION, DELETE_CATEGORY_MUTATION, REORDER_CATEGORIES_MUTATION, UPDATE_CATEGORY_MUTATION, type AdminCategory, type CategoryInput,
} from '../../../_graphql/operations/category.operations.js';
import type { CategoryFormValues } from './CategoryFormDialog.js';
import type { MoveDirection } from './CategoryGroupCard.js';
import { readGraphQLError } from '../../../_graphql/errors.js';
import { toast } from '../../../_components/toast/use-toast.js';

const REFETCH = { refetchQueries: ['AdminCategories'], awaitRefetchQueries: true };

function failed(error: unknown, fallback: string): SubmissionErrors {
  const { message, fieldErrors } = readGraphQLError(error);
  toast({ title: 'Error', description: message ?? fallback, variant: 'destructive' });
  return fieldErrors;
}

function toInput(values: CategoryFormValues): CategoryInput {
  return { name: values.name.trim(), group: values.group || null, description: (values.description ?? '').trim(), slug: values.slug.trim() };
}

export function useCategoryActions() {
  const [createMutation] = useMutation(CREATE_CATEGORY_MUTATION, REFETCH);
  const [updateMutation] = useMutation(UPDATE_CATEGORY_MUTATION, REFETCH);
  const [deleteMutation, { loading: deleting }] = useMutation(DELETE_CATEGORY_MUTATION, REFETCH);
  const [reorderMutation, { loading: moving }] = useMutation(REORDER_CATEGORIES_MUTATION, REFETCH);

  /** One group's categories with one of them moved a place up or down (issue 20, item 8). */
  const move = async (categories: AdminCategory[], index: number, direction: MoveDirection): Promise<boolean> => {
    const target = direction === 'up' ? index - 1 : index + 1;
    if (target < 0 || target >= categories.length) return false;
    const ids = categories.map((category) => category.id);
    [ids[index], ids[target]] = [ids[target]!, ids[index]!];
    try {
      await reorderMutation({ variables: { ids } });
    } catch (error) {
      failed(error, 'Failed to save the order');
      return false;
    }
    toast({ title: 'Success', description: `“${categories[index]!.name}” moved ${direction}` });
    return true;
  };

  const create = async (values: CategoryFormValues): Promise<SubmissionErrors | undefined> => {
    try {
      await createMutation({ variables: { input: toInput(values) } });
    } catch (error) {
      return failed(error, 'Failed to create category');
    }
    toast({ title: 'Success', description: 'Category created successfully' });
    return undefined;
  };

  const update = async (category: AdminCategory | null, values: CategoryFormValues): Promise<SubmissionErrors | undefined> => {
    if (!category) {
      toast({ title: 'Error', description: 'No category selected', variant: 'destructive' });
      return { name: 'No category selected' };
    }
    try {
      await updateMutation({ variables: { id: category.id, input: toInput(values) } });
    } catch (error) {
      return failed(error, 'Failed to update category');
    }
    toast({ title: 'Success', description: 'Category updated successfully' });
    return undefined;
  };

  const remove = async (category: AdminCategory): Promise<boolean> => {
    try {
      await deleteMutation({ variables: { id: category.id } });
    } catch (error) {
      failed(error, 'Failed to delete category');
      return false;
    }
    toast({ title: 'Success', description: 'Category deleted successfully' });
    return true;
  };

  return { create, update, remove, deleting, move, moving };
}
