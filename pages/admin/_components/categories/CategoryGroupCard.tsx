/**
 * One group's card: its label, description, count badge and a table of its categories (in the
 * order the public filter shows them) with how many posts use each, and buttons to move a
 * category up or down that order (issue 20, item 8; keyboard: Tab to a button, Enter or Space;
 * focus stays on the moved category's button).
 */
import { useEffect, useRef } from 'react';
import type { AdminCategory } from '../../../_graphql/operations/category.operations.js';

export type MoveDirection = 'up' | 'down';

export interface CategoryGroupCardProps {
  group: { key: string; label: string; description: string };
  categories: AdminCategory[];
  onEdit: (category: AdminCategory) => void;
  onDelete: (category: AdminCategory) => void;
  /** Moves a category one place; resolves when the new order is shown. */
  onMove?: (categories: AdminCategory[], index: number, direction: MoveDirection) => Promise<boolean>;
  /** A move is being saved: further presses wait for it. */
  moving?: boolean;
}

/** After a move the same category's button keeps focus, or its other one when it reached an end. */
function refocus(id: number, direction: MoveDirection): void {
  const same = document.querySelector<HTMLButtonElement>(`[data-move="${id}-${direction}"]`);
  const other = document.querySelector<HTMLButtonElement>(`[data-move="${id}-${direction === 'up' ? 'down' : 'up'}"]`);
  (same && !same.disabled ? same : other)?.focus();
}

export function CategoryGroupCard({ group, categories, onEdit, onDelete, onMove, moving = false }: CategoryGroupCardProps) {
  const headingId = `category-group-${group.key}`;
  // The moved category's button keeps focus once the new order is shown (its row keeps its DOM node).
  const pendingFocus = useRef<{ id: number; direction: MoveDirection } | null>(null);
  useEffect(() => {
    if (pendingFocus.current) refocus(pendingFocus.current.id, pendingFocus.current.direction);
  }, [categories]);
  const move = async (index: number, direction: MoveDirection) => {
    if (!onMove || moving) return;
    const category = categories[index]!;
    pendingFocus.current = { id: category.id, direction };
    if (await onMove(categories, index, direction)) refocus(category.id, direction);
    pendingFocus.current = null;
  };
  return (
    <section className="card admin-group-card" aria-labelledby={headingId} data-testid={`category-group-${group.key}`}>
      <header className="card-header">
        <div className="card-header-title admin-group-heading">
          <div>
            <h2 id={headingId} className="admin-group-title">{group.label}</h2>
            <p className="admin-muted admin-group-description">{group.description}</p>
          </div>
          <span className="tag is-rounded is-medium admin-count-badge" aria-label={`${categories.length} categories`}>{categories.length}</span>
        </div>
      </header>
      <div className="card-content">
        {categories.length === 0 ? (
          <p className="admin-empty">No categories in this group yet.</p>
        ) : (
          <div className="table-container">
            <table className="table is-fullwidth is-hoverable admin-category-table">
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">Slug</th>
                  <th scope="col">Description</th>
                  <th scope="col" className="admin-posts-col">Posts</th>
                  <th scope="col" className="admin-actions-col">Actions</th>
                </tr>
              </thead>
              <tbody>
                {categories.map((category, index) => (
                  <tr key={category.id}>
                    <th scope="row" data-label="Name">{category.name}</th>
                    <td data-label="Slug"><code>{category.slug}</code></td>
                    <td data-label="Description">
                      {category.description ? category.description : <span className="admin-muted admin-none">No description</span>}
                    </td>
                    <td data-label="Posts" className="admin-posts-col">{category.postCount}</td>
                    <td data-label="Actions" className="admin-actions-col">
                      <div className="buttons are-small admin-row-actions">
                        <button type="button" className="button is-small" aria-label={`Edit ${category.name}`} onClick={() => onEdit(category)}>Edit</button>
                        <button type="button" className="button is-small is-danger is-outlined" aria-label={`Delete ${category.name}`} onClick={() => onDelete(category)}>Delete</button>
                        {onMove ? (
                          <>
                            <button type="button" className="button is-small admin-move-button" data-move={`${category.id}-up`} aria-label={`Move ${category.name} up`}
                              title="Move up" disabled={index === 0} aria-busy={moving} onClick={() => void move(index, 'up')}><span aria-hidden="true">↑</span></button>
                            <button type="button" className="button is-small admin-move-button" data-move={`${category.id}-down`} aria-label={`Move ${category.name} down`}
                              title="Move down" disabled={index === categories.length - 1} aria-busy={moving} onClick={() => void move(index, 'down')}><span aria-hidden="true">↓</span></button>
                          </>
                        ) : null}
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
    </section>
  );
}
