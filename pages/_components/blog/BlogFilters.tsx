// The list's controls in one GET form (search box, category dropdown, sort), so each works
// without JavaScript through the "Apply" button. With JavaScript that button is hidden (by CSS, from
// the first paint: _blog-filters.scss): typing searches after a short pause, and a tick or a sort
// applies at once. Every change resets to page 1.
import { useEffect, useRef, useState } from 'react';
import { useHydrated } from 'vike-react/useHydrated';
import { BLOG_PATH, blogListUrl, changeFilters, type BlogListState } from '../../../src/shared/blog-url.js';
import { PUBLIC_SORTS, type PublicSort } from '../../../src/shared/constants.js';
import type { FilterCategory } from './blog-types.js';
import { CategoryDropdown } from './CategoryDropdown.js';
import type { BlogNavigate } from './use-blog-navigate.js';

const SEARCH_DELAY_MS = 400;

interface Props {
  state: BlogListState;
  categories: FilterCategory[];
  go: BlogNavigate;
}

export function BlogFilters({ state, categories, go }: Props) {
  const hydrated = useHydrated();
  const searchInput = useRef<HTMLInputElement>(null);
  const [search, setSearch] = useState(state.search);
  const [selected, setSelected] = useState(state.categories);
  const [sort, setSort] = useState<PublicSort>(state.sort);
  // The state the controls show, for changes made before the new page has arrived.
  const current: BlogListState = { ...state, search: search.trim(), categories: selected, sort };
  const latest = useRef(current);
  latest.current = current;

  // Follow the URL (back button, chips, "Clear all filters"); never overwrite what is being typed.
  useEffect(() => {
    setSelected(state.categories);
    setSort(state.sort);
    if (document.activeElement !== searchInput.current) setSearch(state.search);
  }, [state]);

  useEffect(() => {
    if (!hydrated || search.trim() === state.search) return;
    const timer = setTimeout(() => go(changeFilters(latest.current, { search: search.trim() }), { replace: state.search !== '' }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search, hydrated, state.search, go]);

  const toggle = (slug: string) => {
    const next = selected.includes(slug) ? selected.filter((item) => item !== slug) : [...selected, slug];
    setSelected(next);
    go(changeFilters(current, { categories: next }));
  };
  const clearCategories = () => {
    setSelected([]);
    go(changeFilters(current, { categories: [] }));
  };
  const listed = new Set(categories.map((category) => category.slug));

  return (
    <form
      method="get"
      action={BLOG_PATH}
      role="search"
      aria-label="Search and filter articles"
      className="blog-filters"
      onSubmit={(event) => {
        event.preventDefault();
        go(changeFilters(current, { search: search.trim() }));
      }}
    >
      <div className="blog-search">
        <label htmlFor="blog-search" className="is-sr-only">Search articles</label>
        <input
          id="blog-search"
          ref={searchInput}
          className="input blog-search-input"
          type="search"
          name="search"
          placeholder="Search anything..."
          autoComplete="off"
          maxLength={200}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <button type="submit" className="blog-search-button" aria-label="Search">
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="m20 20-3.5-3.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      <div className="blog-filter-row">
        <CategoryDropdown
          categories={categories}
          selected={selected}
          clearHref={blogListUrl(changeFilters(state, { categories: [] }))}
          onToggle={toggle}
          onClear={clearCategories}
        />
        {selected.filter((slug) => !listed.has(slug)).map((slug) => (
          <input key={slug} type="hidden" name="category" value={slug} />
        ))}
        <div className="select blog-sort">
          <label htmlFor="blog-sort" className="is-sr-only">Sort articles</label>
          <select
            id="blog-sort"
            name="sort"
            value={sort}
            onChange={(event) => {
              const next = event.target.value as PublicSort;
              setSort(next);
              go(changeFilters(current, { sort: next }));
            }}
          >
            {PUBLIC_SORTS.map((option) => (
              <option key={option.key} value={option.key}>{option.label}</option>
            ))}
          </select>
        </div>
        <button type="submit" className="button is-primary blog-apply">
          Apply
        </button>
      </div>
    </form>
  );
}
