/** One group's card: its label, description, count badge and a table of its categories with how many posts use each. */
import type { AdminCategory } from '../../../_graphql/operations/category.operations.js';

export interface CategoryGroupCardProps {
  group: { key: string; label: string; description: string };
  categories: AdminCategory[];
  onEdit: (category: AdminCategory) => void;
  onDelete: (category: AdminCategory) => void;
}

export function CategoryGroupCard({ group, categories, onEdit, onDelete }: CategoryGroupCardProps) {
  const headingId = `category-group-${group.key}`;
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
                {categories.map((category) => (
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
