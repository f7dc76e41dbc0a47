// The multi-select category filter: a <details> disclosure holding one checkbox per category
// (grouped, "Start Here" left out by the page data), inside the list's GET form so it works
// without JavaScript. With it, every tick applies at once; outside clicks and Escape close it.
import { useEffect, useRef } from 'react';
import { CATEGORY_GROUPS } from '../../../src/shared/constants.js';
import type { FilterCategory } from './blog-types.js';

interface Props {
  categories: FilterCategory[];
  selected: string[];
  clearHref: string;
  onToggle: (slug: string) => void;
  onClear: () => void;
}

export function categoryLabel(count: number): string {
  return count === 0 ? 'All Categories' : `${count} Selected`;
}

export function CategoryDropdown({ categories, selected, clearHref, onToggle, onClear }: Props) {
  const details = useRef<HTMLDetailsElement>(null);

  useEffect(() => {
    const close = (event: Event) => {
      const element = details.current;
      if (!element?.open) return;
      if (event instanceof KeyboardEvent) {
        if (event.key !== 'Escape') return;
        element.open = false;
        element.querySelector('summary')?.focus();
      } else if (!element.contains(event.target as Node)) {
        element.open = false;
      }
    };
    document.addEventListener('pointerdown', close);
    document.addEventListener('keydown', close);
    // Focus moving outside (Tab past the last category, Shift+Tab before the toggle) closes it too.
    document.addEventListener('focusin', close);
    return () => {
      document.removeEventListener('pointerdown', close);
      document.removeEventListener('keydown', close);
      document.removeEventListener('focusin', close);
    };
  }, []);

  const groups = CATEGORY_GROUPS.map((group) => ({
    ...group,
    items: categories.filter((category) => category.group === group.key),
  })).filter((group) => group.items.length > 0);

  return (
    <details className="blog-categories" ref={details}>
      <summary className="button blog-categories-toggle">
        <span className="blog-categories-label">{categoryLabel(selected.length)}</span>
        <span className="blog-categories-caret" aria-hidden="true" />
      </summary>
      <div className="blog-categories-menu">
        <div className="blog-categories-head">
          <span className="blog-categories-title">Filter by category</span>
          {selected.length > 0 && (
            <a
              href={clearHref}
              className="blog-categories-clear"
              onClick={(event) => {
                event.preventDefault();
                onClear();
              }}
            >
              Clear all
            </a>
          )}
        </div>
        {groups.map((group) => (
          <fieldset key={group.key} className="blog-categories-group">
            <legend>{group.label}</legend>
            {group.items.map((category) => (
              <label key={category.slug} className="checkbox blog-categories-option">
                <input
                  type="checkbox"
                  name="category"
                  value={category.slug}
                  checked={selected.includes(category.slug)}
                  onChange={() => onToggle(category.slug)}
                />
                <span>{category.name}</span>
              </label>
            ))}
          </fieldset>
        ))}
      </div>
    </details>
  );
}
