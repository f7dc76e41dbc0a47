/**
 * The categories multi-picker: every category as a checkbox labelled "name (group)" with the
 * group's label of docs/product.md §9, e.g. "Running (Sports)"; at least one must be chosen (the
 * shared schema's message).
 */
import { useId } from 'react';
import { useField } from 'react-final-form';
import { useQuery } from '@apollo/client/react';
import { ADMIN_CATEGORIES_QUERY } from '../../../_graphql/operations/category.operations.js';
import { CATEGORY_GROUPS } from '../../../../src/shared/constants.js';
import { fieldError } from '../../../_components/forms/field-error.js';

const GROUP_LABELS = new Map<string, string>(CATEGORY_GROUPS.map((group) => [group.key, group.label]));

export function categoryOptionLabel(category: { name: string; group?: string | null }): string {
  if (!category.group) return category.name;
  return `${category.name} (${GROUP_LABELS.get(category.group) ?? category.group})`;
}

export function CategoryPicker() {
  const { input, meta } = useField<string[]>('categories');
  const { data, loading, error, refetch } = useQuery(ADMIN_CATEGORIES_QUERY);
  const id = useId();
  const message = fieldError(meta);
  const selected: string[] = Array.isArray(input.value) ? input.value : [];
  const categories = data?.adminCategories ?? [];
  // A name the post has that no longer exists stays visible, so saving does not drop it silently.
  const missing = selected.filter((name) => !categories.some((category) => category.name === name));

  const toggle = (name: string, checked: boolean) => {
    input.onChange(checked ? [...selected, name] : selected.filter((item) => item !== name));
    input.onBlur();
  };

  return (
    <fieldset className="field admin-fieldset" aria-describedby={message ? `${id}-error` : undefined} aria-invalid={message ? true : undefined}>
      <legend className="label">Categories</legend>
      <p className="help admin-help-top">{selected.length === 1 ? '1 selected' : `${selected.length} selected`}</p>
      {loading ? <p role="status" className="admin-muted">Loading categories...</p> : null}
      {error ? (
        <p className="help is-danger" role="alert">
          Failed to load categories. <button type="button" className="button is-small is-text" onClick={() => void refetch()}>Try again</button>
        </p>
      ) : null}
      <div className={`admin-checklist ${message ? 'is-danger' : ''}`}>
        {[...categories.map((category) => ({ name: category.name, label: categoryOptionLabel(category) })),
          ...missing.map((name) => ({ name, label: name }))].map(({ name, label }) => (
          <label key={name} className="checkbox admin-check">
            <input type="checkbox" name="categories" value={name} checked={selected.includes(name)}
              onChange={(event) => toggle(name, event.target.checked)} onFocus={() => input.onFocus()} />
            <span>{label}</span>
          </label>
        ))}
      </div>
      {message ? <p id={`${id}-error`} className="help is-danger">{message}</p> : null}
    </fieldset>
  );
}
