// The active search and categories as chips, each with a remove button (a one-button GET form).
// Removing one moves focus to the results summary once the new list shows (results-focus.ts).
import { changeFilters, type BlogListState } from '../../../src/shared/blog-url.js';
import type { FilterCategory } from './blog-types.js';
import { ListStateForm } from './ListStateForm.js';
import { focusResultsNext } from './results-focus.js';
import type { BlogNavigate } from './use-blog-navigate.js';

interface Props {
  state: BlogListState;
  selected: FilterCategory[];
  go: BlogNavigate;
}

export function ActiveFilters({ state, selected, go: navigate }: Props) {
  if (!state.search && selected.length === 0) return null;
  const go: BlogNavigate = (next, options) => {
    focusResultsNext();
    navigate(next, options);
  };
  return (
    <ul className="blog-chips" aria-label="Active filters">
      {state.search && (
        <li className="tag is-medium blog-chip">
          <span>{`Search: “${state.search}”`}</span>
          <ListStateForm
            target={changeFilters(state, { search: '' })}
            go={go}
            className="blog-chip-form"
            buttonClassName="delete is-small"
            label={`Remove search: ${state.search}`}
          >
            {null}
          </ListStateForm>
        </li>
      )}
      {selected.map((category) => (
        <li key={category.slug} className="tag is-medium blog-chip">
          <span>{category.name}</span>
          <ListStateForm
            target={changeFilters(state, { categories: state.categories.filter((slug) => slug !== category.slug) })}
            go={go}
            className="blog-chip-form"
            buttonClassName="delete is-small"
            label={`Remove filter: ${category.name}`}
          >
            {null}
          </ListStateForm>
        </li>
      ))}
    </ul>
  );
}
