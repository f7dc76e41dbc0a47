// https://vike.dev/Page — /admin/categories (docs/product.md §2): category management by group.
import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { ADMIN_CATEGORIES_QUERY, type AdminCategory } from '../../_graphql/operations/category.operations.js';
import { CATEGORY_GROUPS } from '../../../src/shared/constants.js';
import { CategoryFormDialog, type CategoryFormValues } from '../_components/categories/CategoryFormDialog.js';
import { CategoryGroupCard } from '../_components/categories/CategoryGroupCard.js';
import { useCategoryActions } from '../_components/categories/use-category-actions.js';
import { ConfirmDialog } from '../_components/ConfirmDialog.js';
import { AdminBackButton } from '../_components/AdminBackButton.js';

/** What deleting a category does, counted (issue 12, item 4). */
function deleteCategoryText(category: AdminCategory): string {
  const uses = category.postCount === 0 ? 'No post uses it.'
    : `${category.postCount === 1 ? '1 post uses' : `${category.postCount} posts use`} it and will lose it (keeping ${category.postCount === 1 ? 'its' : 'their'} other categories).`;
  return `"${category.name}" will be deleted. ${uses} This cannot be undone.`;
}

export default function Page() {
  const { data, loading, error, refetch } = useQuery(ADMIN_CATEGORIES_QUERY);
  const { create, update, remove, deleting, move, moving } = useCategoryActions();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<AdminCategory | null>(null);
  const [deletingCategory, setDeletingCategory] = useState<AdminCategory | null>(null);
  const categories = data?.adminCategories ?? [];

  const submitCreate = async (values: CategoryFormValues) => {
    const errors = await create(values);
    if (!errors) setCreating(false);
    return errors;
  };
  const submitUpdate = async (values: CategoryFormValues) => {
    const errors = await update(editing, values);
    if (!errors) setEditing(null);
    return errors;
  };
  const confirmDelete = async () => {
    if (deletingCategory) await remove(deletingCategory);
    setDeletingCategory(null);
  };

  return (
    <div className="container admin-container admin-page">
      <AdminBackButton />
      <header className="admin-page-header">
        <div>
          <h1 className="title is-3">Manage Categories</h1>
          {data ? <p className="admin-muted">Total categories: {categories.length}</p> : null}
        </div>
        <div className="buttons admin-header-actions">
          <button type="button" className="button is-primary" onClick={() => setCreating(true)}>Add Category</button>
        </div>
      </header>

      {loading && !data ? <p role="status" className="admin-muted">Loading categories...</p> : null}
      {error && !data ? (
        <div className="notification is-danger is-light" role="alert">
          Failed to load categories. <button type="button" className="button is-small" onClick={() => void refetch()}>Try again</button>
        </div>
      ) : null}
      {data ? (
        <div className="admin-group-cards">
          {CATEGORY_GROUPS.map((group) => (
            <CategoryGroupCard
              key={group.key}
              group={group}
              categories={categories.filter((category) => category.group === group.key)}
              onEdit={setEditing}
              onDelete={setDeletingCategory}
              onMove={move}
              moving={moving}
            />
          ))}
        </div>
      ) : null}

      <CategoryFormDialog mode="create" open={creating} onClose={() => setCreating(false)} onSubmit={submitCreate} />
      <CategoryFormDialog mode="edit" open={!!editing} category={editing} onClose={() => setEditing(null)} onSubmit={submitUpdate} />
      <ConfirmDialog
        open={!!deletingCategory}
        title="Are you sure you want to delete this category?"
        description={deletingCategory ? deleteCategoryText(deletingCategory) : ''}
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        pending={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeletingCategory(null)}
      />
    </div>
  );
}
